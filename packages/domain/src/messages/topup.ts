/** 5.10 Top-up. */
export const topUpMessages = {
  emailEmpty: 'Email cannot be empty',
  emailEmptyAlternate: 'Email address cannot be empty.',
  emailInvalid: 'Invalid email address.',
  amountBelowMinimum: (minimum: string) => `Minimum Top Up Amount is $${minimum}`,
  amountAboveMaximum: (maximum: string) => `Maximum Top Up Amount is $${maximum}`,
  // The spec shows only the server's message for a bad number; this is the local fallback (5.6's).
  mobileInvalid: 'Phone number is invalid',
} as const;

/** The top-up steppers' own texts (2.8, 4.7): titles, labels, the review's names. */
export const topUpScreenText = {
  quickTopUpTitle: 'Quick Top Up',
  topUpTitle: 'Top Up',
  stepsLabel: 'Top-up steps',
  country: 'Country',
  mobileNumber: 'Mobile Number',
  checkingNumber: 'Checking the number',
  /** A customer's shortcut to their own verified phone (not the spec's text). */
  myNumber: (phone: string) => `Top up my number: ${phone}`,
  carrier: 'Carrier',
  carrierLogo: (name: string) => `${name} logo`,
  presets: 'Top Up Amount',
  customAmount: 'Custom Amount',
  customAmountHint: (minimum: string, maximum: string) =>
    `Any amount from ${minimum} to ${maximum}.`,
  coverVat: 'Cover VAT',
  coverVatHint: 'Adds the VAT to the preset, so the full amount reaches the phone.',
  email: 'Email',
  topUpDetails: 'Top Up Details',
  cardDetails: 'Card Details',
  billingAddress: 'Billing Address',
  noBillingAddress: 'No billing address given.',
  paymentSummary: 'Payment Summary',
  amount: 'Amount',
  net: 'Net Amount',
  vat: 'VAT',
  total: 'Total',
  nameOnCard: 'Name on Card',
  cardNumber: 'Card Number',
  expirationDate: 'Expiration Date',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  edit: 'Edit',
  editStep: (step: string) => `Edit ${step}`,
  cardSecurity: 'Payments protected by Visa Secure and Mastercard ID Check',
  loading: 'Loading',
  /** The same top-up made minutes ago (a second tab, a retry): asked before charging again. */
  topUpAgainTitle: 'Top up this number again?',
  topUpAgainQuestion: 'Do you want to top it up again?',
  topUpAgain: 'Top Up Again',
} as const;

/**
 * Top-up's server answers (topup/ValidateMSISDN, Topup/PostTopupTransaction, the delivery). The
 * spec words only the postpaid refusal (section 1); the rest name what happened and what to do.
 */
export const topUpServerMessages = {
  postpaid: 'Postpaid bmobile is not accepted.',
  numberNotFound: 'This is not a Digicel or bmobile prepaid number in Trinidad and Tobago.',
  carrierUnavailable: 'We could not check this number right now. Please try again later.',
  carrierMismatch: (carrier: string) =>
    `This number is on ${carrier}. Please check the number and try again.`,
  countryNotFound: 'The selected country is not available for top up.',
  carrierNotFound: 'The selected carrier is not available for top up.',
  presetNotFound: 'The selected top up amount is not available.',
  serviceInactive: 'Top up is not available at the moment. Please try again later.',
  reversed:
    'The top up could not be delivered to the mobile number, so it was refunded to your card.',
  reversalSubject: (orderId: string) => `Your top up ${orderId} was refunded`,
  receiptTitle: 'Top Up Receipt',
  /** A top-up like one made (or in flight) minutes ago: charged only once the customer confirms. */
  toppedUpRecently: (minutes: number) =>
    `You topped up this number ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago.`,
} as const;
