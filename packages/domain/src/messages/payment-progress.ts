/**
 * What the app says while it follows a card payment past its submit (issue 29): the bank's
 * 3-D Secure check, a delivery that takes a while, and what happens when the customer leaves.
 * Never "refresh this page": the app follows the payment by itself.
 */
export const paymentProgressText = {
  /** While the bank's challenge is open in the frame: nothing on the page abandons it. */
  confirmWithBank: 'Confirm with your bank',
  confirmWithBankDetail:
    'Your bank may ask you to approve this payment below. Keep this page open until it shows the result.',
  /** Paid, the credit on its way (a carrier that answers late). */
  delivering: 'Sending your top up',
  deliveringDetail:
    'Your card payment was approved and the carrier is delivering the credit. This usually takes less than a minute; this page shows the result as soon as it arrives.',
  /** The payment's own completion still under way (no frame to show it). */
  completing: 'Completing your payment',
  completingDetail:
    'Your payment is being completed. This usually takes a few seconds; this page shows the result as soon as it is known.',
  /** The honest time: how long it has been so far. */
  elapsed: (seconds: number) =>
    `Waiting for ${seconds} ${seconds === 1 ? 'second' : 'seconds'} so far.`,
  /** Longer than a customer will wait: what happens next, and leave. */
  waitedOut: (email: string) =>
    `This is taking longer than usual. You do not need to wait: we will email you at ${email} when the credit arrives, or refund your card if it cannot be delivered.`,
  /** The payment's state could not be read (offline, a server error): it is retried. */
  statusUnavailable: 'We could not check on your payment just now. Trying again…',
  receiptDetails: 'Receipt',
  approved: 'Your payment was approved. A receipt has been sent to your email.',
  /** The API's answer for an order this session did not pay (or that does not exist). */
  orderNotFound: 'This payment was not found.',
} as const;
