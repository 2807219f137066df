import { CHALLENGE_PASSWORD, groupPan, type CardBrand, type TestCard } from './cards.js';
import { escapeHtml, hiddenInputs, htmlPage } from './html.js';

/** Browser details the 3DS2 method step sends to the ACS, as a real 3DS server collects them. */
const collectBrowserScript = `
function putField(form, name, value) {
  var input = form.elements[name];
  if (!input) { input = document.createElement('input'); input.type = 'hidden'; input.name = name; form.appendChild(input); }
  input.value = String(value);
}`;

/**
 * The `RedirectData` document the merchant puts in an iframe: it runs the 3DS method (device
 * fingerprint) step when the ACS asks for it, then posts to the ACS, which either answers the
 * merchant at once (frictionless) or shows its challenge.
 */
export function redirectDataPage(input: {
  acsBaseUrl: string;
  acsTransId: string;
  methodData: string | null;
}): string {
  const { acsBaseUrl, acsTransId, methodData } = input;
  const methodForm =
    methodData === null
      ? ''
      : `<iframe name="threeDSMethodFrame" title="Card issuer device check" hidden></iframe>
<form id="threeDSMethodForm" method="post" action="${escapeHtml(`${acsBaseUrl}/method`)}" target="threeDSMethodFrame">
${hiddenInputs({ threeDSMethodData: methodData })}
</form>`;
  return htmlPage(
    'Verifying your card',
    `<h1>Verifying your card</h1>
<p role="status">Checking your card with your bank. This takes a few seconds.</p>
<form id="threeDSAuthenticate" method="post" action="${escapeHtml(`${acsBaseUrl}/authenticate`)}">
${hiddenInputs({ threeDSSessionData: acsTransId, threeDSCompInd: methodData === null ? 'U' : 'N' })}
<button class="primary" type="submit" id="continueButton">Continue</button>
</form>
${methodForm}
<script>
(function () {
  ${collectBrowserScript}
  var form = document.getElementById('threeDSAuthenticate');
  // Visible only when scripts cannot run (disabled, or blocked by the host page's CSP).
  document.getElementById('continueButton').hidden = true;
  putField(form, 'browserLanguage', navigator.language || '');
  putField(form, 'browserScreenWidth', window.screen ? screen.width : '');
  putField(form, 'browserScreenHeight', window.screen ? screen.height : '');
  putField(form, 'browserColorDepth', window.screen ? screen.colorDepth : '');
  putField(form, 'browserTZ', new Date().getTimezoneOffset());
  var methodForm = document.getElementById('threeDSMethodForm');
  if (!methodForm) { form.submit(); return; }
  var sent = false;
  function authenticate(completed) {
    if (sent) return;
    sent = true;
    putField(form, 'threeDSCompInd', completed ? 'Y' : 'N');
    form.submit();
  }
  document.getElementsByName('threeDSMethodFrame')[0].addEventListener('load', function () { authenticate(true); });
  // EMV 3DS gives the method step 10 seconds; without an answer authentication goes on without it.
  setTimeout(function () { authenticate(false); }, 10000);
  methodForm.submit();
})();
</script>`,
  );
}

function schemeName(brand: CardBrand): string {
  return brand === 'Visa' ? 'Visa Secure' : 'Mastercard Identity Check';
}

/**
 * The issuer's challenge: a one-time password, with Cancel. `actionUrl` may be relative to the
 * page, which the ACS serves from its own address.
 */
export function challengePage(input: {
  actionUrl: string;
  acsTransId: string;
  brand: CardBrand;
  maskedPan: string;
  amount: string;
  currency: string;
}): string {
  const lastFour = input.maskedPan.slice(-4);
  return htmlPage(
    `${schemeName(input.brand)}: confirm your payment`,
    `<h1>${escapeHtml(schemeName(input.brand))}</h1>
<p>Sandbox Bank of Trinidad and Tobago wants to confirm it is you paying
<strong>${escapeHtml(input.currency)} ${escapeHtml(input.amount)}</strong> with the card ending in
<strong>${escapeHtml(lastFour)}</strong>.</p>
<form method="post" action="${escapeHtml(input.actionUrl)}">
${hiddenInputs({ threeDSSessionData: input.acsTransId })}
<label for="otp">One-time password</label>
<input id="otp" name="otp" type="password" autocomplete="one-time-code" required aria-describedby="otp-hint">
<p id="otp-hint" class="hint">This is a sandbox: the password is <code>${CHALLENGE_PASSWORD}</code>.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="submit">Submit</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** Ends the ACS leg: posts the `Response` field to the merchant's response URL. */
export function merchantResponsePage(input: {
  merchantResponseUrl: string;
  response: unknown;
  message: string;
}): string {
  return htmlPage(
    'Returning to the merchant',
    `<h1>Returning to the merchant</h1>
<p role="status">${escapeHtml(input.message)}</p>
<form id="merchantResponse" method="post" action="${escapeHtml(input.merchantResponseUrl)}">
${hiddenInputs({ Response: JSON.stringify(input.response) })}
<button class="primary" type="submit" id="continueButton">Continue</button>
</form>
<script>
document.getElementById('continueButton').hidden = true;
document.getElementById('merchantResponse').submit();
</script>`,
  );
}

export function unknownSessionPage(): string {
  return htmlPage(
    'Verification not found',
    `<h1>Verification not found</h1>
<p role="alert">This card verification does not exist. Please start the payment again.</p>`,
  );
}

function threeDSecureText(card: TestCard): string {
  const flow = card.threeDSecure;
  if (flow.flow === 'not-enrolled') return 'Not enrolled';
  const prefix = card.fingerprint ? 'Device check, then ' : '';
  if (flow.flow === 'frictionless')
    return `${prefix}${prefix ? 'f' : 'F'}rictionless (${flow.status})`;
  return `${prefix}${prefix ? 'c' : 'C'}hallenge: <code>${CHALLENGE_PASSWORD}</code> gives ${flow.onCorrectPassword}`;
}

/** `/sandbox/cards`: what each test card does, for people trying the app. */
export function cardsPage(cards: readonly TestCard[]): string {
  const rows = cards
    .map(
      (card) => `<tr>
<th scope="row"><code>${escapeHtml(groupPan(card.pan))}</code></th>
<td>${card.brand === 'Visa' ? 'Visa' : 'Mastercard'}</td>
<td>${threeDSecureText(card)}</td>
<td><code>${card.issuer}</code></td>
<td>${escapeHtml(card.description)}${
        card.publishedPan
          ? ` <span class="hint">(PowerTranz publishes <code>${escapeHtml(groupPan(card.publishedPan))}</code>, which fails the Luhn check; the sandbox accepts both.)</span>`
          : ''
      }</td>
<td>${escapeHtml(card.testCase)}</td>
</tr>`,
    )
    .join('\n');
  return htmlPage(
    'Yo sandbox test cards',
    `<h1>Test cards</h1>
<p>Pay with these numbers while Yo runs against its sandbox card gateway. They behave like
PowerTranz's published 3-D Secure 2 test cards. Use <strong>any future expiry date</strong>
(for example 12/30), <strong>any 3-digit CVV</strong> and any name.</p>
<p>When your bank asks for a one-time password, type <code>${CHALLENGE_PASSWORD}</code>.
Any other password fails the check, and Cancel abandons it.</p>
<div class="scroll" role="region" aria-label="Test cards, scrollable" tabindex="0">
<table>
<caption>Card numbers and what each one does</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">3-D Secure</th><th scope="col">Issuer answer</th><th scope="col">What happens</th><th scope="col">Test case</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<h2>Other outcomes</h2>
<ul>
<li>Any test card with an expiry date in the past is declined at once with <code>54</code> (expired card).</li>
<li>A number that fails the Luhn check, or is not Visa or Mastercard, is declined at once with <code>14</code> (invalid card number).</li>
<li>Any other valid Visa or Mastercard number is not enrolled in 3-D Secure and is declined with <code>14</code> by its issuer.</li>
<li>After 5 minutes an unfinished verification expires and the payment cannot be completed.</li>
</ul>`,
  );
}
