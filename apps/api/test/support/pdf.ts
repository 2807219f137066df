import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its content streams: each stream inflated when compressed, then
 * the strings of its text operators (Tj, TJ) decoded. Enough for pdf-lib's output with the standard
 * fonts (WinAnsi, single-byte), which is what receipts use.
 */
export function pdfText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const latin = buffer.toString('latin1');
  const pieces: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(latin); match; match = streamPattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end === -1) break;
    let data = buffer.subarray(start, end);
    if (/\/FlateDecode/.test(match[1] ?? '')) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString('latin1');
    if (!/\bT[jJ]\b/.test(content)) continue;
    for (const op of content.matchAll(
      /(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[([^\]]*)\]\s*TJ/g,
    )) {
      const strings = op[1]
        ? [op[1]]
        : [...(op[2] ?? '').matchAll(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g)].map((m) => m[0]);
      pieces.push(strings.map(decodePdfString).join(''));
    }
  }
  return pieces.join('\n');
}

function decodePdfString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return token
    .slice(1, -1)
    .replace(
      /\\([nrtbf()\\])/g,
      (_all, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c,
    );
}
