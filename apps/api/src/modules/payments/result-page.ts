import {
  PRODUCT_NAME,
  RESULT_PAGE_FONT_PATH,
  errorMessages,
  paymentMessages,
  paymentProgressText,
  savedCardMessages,
  screenText,
  toastMessages,
} from '@yo/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Yo's tokens (packages/ui): brand red, text, surfaces, positive and critical; the app's typeface
 * from the web build's fixed copy (same origin: the API serves the app). One filled button per
 * page, the one to press; the others are outlined (issue 29).
 */
const styles = `
@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 100 900; src: url(${RESULT_PAGE_FONT_PATH}) format("woff2"); }
:root { color-scheme: light; font-family: "Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1A1D24; background: #FFFFFF; }
body { margin: 0; padding: 16px; }
main { max-width: 560px; margin: 0 auto; }
h1 { font-size: 1.375rem; margin: 8px 0 4px; display: flex; align-items: center; gap: 8px; }
.positive { color: #1B6E35; }
.critical { color: #B3261E; }
.mark { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; color: #FFFFFF; font-size: 1rem; flex: none; }
.positive .mark { background: #1B6E35; }
.critical .mark { background: #B3261E; }
p { line-height: 1.5; margin: 8px 0 16px; }
.alert { background: #FDECEA; border-left: 4px solid #B3261E; padding: 12px 16px; border-radius: 4px; color: #1A1D24; }
dl { display: grid; grid-template-columns: minmax(120px, max-content) 1fr; gap: 8px 16px; margin: 16px 0; padding: 16px; background: #F5F6F8; border-radius: 8px; }
dt { color: #4A5160; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
button { font: inherit; font-weight: 600; min-height: 44px; padding: 0 20px; border: 0; border-radius: 8px; background: #C8102E; color: #FFFFFF; cursor: pointer; }
button:hover { background: #A80D26; }
button:focus-visible { outline: 3px solid #0B4F9C; outline-offset: 2px; }
button.secondary { background: #FFFFFF; color: #C8102E; box-shadow: inset 0 0 0 2px #C8102E; }
button.secondary:hover { background: #FDECEA; }
@media (max-width: 360px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 4px; } }
`;

/** A value as a script literal that cannot close the script element it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A button that posts one message to the app's window (and to no other origin). */
function messageButton(
  id: string,
  label: string,
  message: unknown,
  appOrigin: string,
  nonce: string,
  /** Secondary when the app's own button beside the frame is the one to press. */
  variant: 'primary' | 'secondary' = 'primary',
) {
  const className = variant === 'secondary' ? ' class="secondary"' : '';
  return `<button type="button" id="${id}"${className}>${escapeHtml(label)}</button>
<script nonce="${nonce}">
document.getElementById(${scriptLiteral(id)}).addEventListener('click', function () {
  parent.postMessage(${scriptLiteral(message)}, ${scriptLiteral(appOrigin)});
});
</script>`;
}

/** Posts one message to the app's window (and to no other origin) as soon as the page loads. */
function messageOnLoad(message: unknown, appOrigin: string, nonce: string) {
  return `<script nonce="${nonce}">
parent.postMessage(${scriptLiteral(message)}, ${scriptLiteral(appOrigin)});
</script>`;
}

function page(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${PRODUCT_NAME}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SuccessPage {
  orderId: string;
  lines: Array<[string, string]>;
  /** Where the app runs: the only window the download message is sent to. */
  appOrigin: string;
  nonce: string;
}

/** The approved payment, with the receipt's details and a button that asks the app to download it. */
export function successPage({ orderId, lines, appOrigin, nonce }: SuccessPage): string {
  const rows = lines
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(
    paymentMessages.paymentSuccessful,
    `<h1 class="positive"><span class="mark" aria-hidden="true">&#10003;</span>${escapeHtml(paymentMessages.paymentSuccessful)}</h1>
<p role="status">Your payment was approved. A receipt has been sent to your email.</p>
<dl aria-label="Receipt">
${rows}
</dl>
${messageButton('downloadReceipt', paymentMessages.downloadReceipt, { type: 'download', orderId }, appOrigin, nonce, 'secondary')}`,
    nonce,
  );
}

/** Where a declined card may be tried again: the app that embeds the page, and the order. */
export interface RetryTarget {
  orderId: string;
  /** The only window the retry message is sent to. */
  appOrigin: string;
}

/**
 * A payment that did not go through: the reason, as the customer should read it. With a retry
 * target, a button asks the app to go back to the card step with everything else kept.
 */
export function failurePage(
  message: string | null,
  nonce: string,
  retry?: RetryTarget,
  title: string = paymentMessages.paymentFailed,
): string {
  const text =
    message && message !== ''
      ? message
      : `${errorMessages.somethingWentWrong} ${errorMessages.somethingWentWrongDetail}`;
  const retryButton = retry
    ? messageButton(
        'tryAgain',
        screenText.tryAgain,
        { type: 'retry', orderId: retry.orderId, message: text },
        retry.appOrigin,
        nonce,
      )
    : '';
  return page(
    title,
    `<h1 class="critical"><span class="mark" aria-hidden="true">!</span>${escapeHtml(title)}</h1>
<p class="alert" role="alert">${escapeHtml(text)}</p>
${retryButton}`,
    nonce,
  );
}

/**
 * The payment is still being completed (a repeat post while the first is at work, or a top-up the
 * carrier has yet to deliver). It never asks for a refresh: with a target, it tells the app at
 * once, and the app follows the payment to its end by itself (issue 29).
 */
export function processingPage(nonce: string, target?: RetryTarget): string {
  return page(
    screenText.processingYourRequest,
    `<h1>${escapeHtml(screenText.processingYourRequest)}</h1>
<p role="status">${escapeHtml(paymentProgressText.completingDetail)}</p>
${target ? messageOnLoad({ type: 'processing', orderId: target.orderId }, target.appOrigin, nonce) : ''}`,
    nonce,
  );
}

/** Where a card check's page reports its outcome: the app that embeds it, and the check's id. */
export interface CardResultTarget {
  orderId: string;
  /** The only window the outcome is sent to. */
  appOrigin: string;
  nonce: string;
}

/**
 * The end of a card check (customers/addcard) in the app's iframe: a short text, and the outcome
 * posted to the app at once (`cardAdded`, or `cardFailed` with the reason, which the app shows as
 * 'Failed to add card: "…"'). A check still at work shows only its text.
 */
export function cardResultPage(
  outcome: 'added' | 'failed' | 'verifying',
  { orderId, appOrigin, nonce }: CardResultTarget,
  reason: string | null = null,
): string {
  if (outcome === 'added') {
    return page(
      savedCardMessages.cardAdded,
      `<h1 class="positive"><span class="mark" aria-hidden="true">&#10003;</span>${escapeHtml(savedCardMessages.cardAdded)}</h1>
<p role="status">${escapeHtml(toastMessages.cardAdded)}</p>
${messageOnLoad({ type: 'cardAdded', orderId }, appOrigin, nonce)}`,
      nonce,
    );
  }
  if (outcome === 'verifying') {
    return page(
      screenText.processingYourRequest,
      `<h1>${escapeHtml(screenText.processingYourRequest)}</h1>
<p role="status">${escapeHtml(savedCardMessages.verifying)}</p>`,
      nonce,
    );
  }
  const message =
    reason && reason !== ''
      ? reason
      : `${errorMessages.somethingWentWrong} ${errorMessages.somethingWentWrongDetail}`;
  return page(
    savedCardMessages.cardNotAdded,
    `<h1 class="critical"><span class="mark" aria-hidden="true">!</span>${escapeHtml(savedCardMessages.cardNotAdded)}</h1>
<p class="alert" role="alert">${escapeHtml(errorMessages.cardAddFailed(message))}</p>
${messageOnLoad({ type: 'cardFailed', orderId, message }, appOrigin, nonce)}`,
    nonce,
  );
}

/**
 * A result form posted again once its final page was shown: the order the form itself names and
 * that the payment is done, nothing of its receipt (the name on the account, the amounts).
 */
export function alreadyCompletedPage(orderId: string, nonce: string): string {
  return page(
    paymentMessages.paymentAlreadyCompleted,
    `<h1>${escapeHtml(paymentMessages.paymentAlreadyCompleted)}</h1>
<dl><dt>Order ID</dt><dd>${escapeHtml(orderId)}</dd></dl>`,
    nonce,
  );
}
