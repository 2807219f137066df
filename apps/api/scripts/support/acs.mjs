// The browser's part of 3-D Secure for a frictionless card, as test/support/billpay.ts's runAcs
// does it: the method step and the ACS post of RedirectData, then the form the ACS page would
// post to the merchant response URL (returned, not sent).

const decodeEntities = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function parseForm(html, id) {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const match = forms.find((form) => id === undefined || form[1].includes(`id="${id}"`));
  if (!match) return null;
  const action = decodeEntities(/action="([^"]*)"/.exec(match[1])?.[1] ?? '');
  const fields = {};
  for (const input of match[2].matchAll(/<input\b([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1])?.[1];
    const value = /value="([^"]*)"/.exec(input[1])?.[1];
    if (name !== undefined && value !== undefined) fields[name] = decodeEntities(value);
  }
  return { action, fields };
}

async function postForm(url, fields) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return response.text();
}

/** The merchant response form ({action, body}) for a frictionless card's RedirectData. */
export async function frictionlessAcs(redirectData) {
  const method = parseForm(redirectData, 'threeDSMethodForm');
  if (method) await postForm(method.action, method.fields);
  const authenticate = parseForm(redirectData, 'threeDSAuthenticate');
  if (!authenticate) throw new Error('RedirectData has no ACS form');
  const page = await postForm(authenticate.action, {
    ...authenticate.fields,
    threeDSCompInd: method ? 'Y' : 'U',
    browserLanguage: 'en-TT',
  });
  const toMerchant = parseForm(page, 'merchantResponse');
  if (!toMerchant) throw new Error('the ACS asked for a challenge or did not answer');
  return { action: toMerchant.action, body: new URLSearchParams(toMerchant.fields).toString() };
}
