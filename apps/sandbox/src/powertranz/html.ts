/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const baseStyles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1rem; color: #1a1a1a; background: #fff; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=password], input[type=text] { font: inherit; padding: .5rem; border: 1px solid #555; border-radius: 4px; width: 100%; max-width: 16rem; box-sizing: border-box; }
  button { font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 2px solid #0b3d91; cursor: pointer; min-height: 44px; }
  button.primary { background: #0b3d91; color: #fff; }
  button.secondary { background: #fff; color: #0b3d91; }
  :focus-visible { outline: 3px solid #b3001b; outline-offset: 2px; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  .hint { color: #444; margin: .25rem 0 0; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { border: 1px solid #bbb; padding: .4rem .6rem; text-align: left; vertical-align: top; }
  th { background: #f0f0f0; }
  code { font-size: .95em; white-space: nowrap; }
  .scroll { overflow-x: auto; }
`;

/** A complete, accessible HTML document: language, viewport, title and one main landmark. */
export function htmlPage(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${baseStyles}</style>
${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Form fields as hidden inputs. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}
