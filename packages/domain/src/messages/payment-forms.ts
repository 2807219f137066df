/** 5.6 Bill pay step 0; step 2 repeats these with a trailing period (see `withTrailingPeriod`). */
export const billPayMessages = {
  payeeRequired: 'You must select a payee',
  amountBelowMinimum: (minimum: string) => `Amount cannot be less than $${minimum}`,
  amountAboveLimit: (limit: string) => `Amount cannot be more than $${limit}`,
  phoneInvalid: 'Phone number is invalid',
  phoneRequired: 'Phone number is required',
  accountNumberEmpty: 'Account number cannot be empty.',
  accountNumberInvalid: 'Account number is invalid.',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Email is invalid',
  commentsLabel: 'Comments (Optional)',
} as const;

/** Step 2 of bill pay repeats step 0's messages "with trailing periods". */
export function withTrailingPeriod(message: string): string {
  return message.endsWith('.') ? message : `${message}.`;
}

/** 5.7 Card rules on the payment forms (bill pay, top-up): guests and a user's new card. */
export const cardMessages = {
  nameEmpty: 'Name cannot be empty.',
  nameInvalid: 'Name on Card is invalid.',
  numberInvalid: 'Invalid credit card number.',
  numberRequired: 'Credit card number is required.',
  numberIncomplete: 'Incomplete Credit Card Number.',
  expiryEmpty: 'Expiration date cannot be empty.',
  expiryIncomplete: 'Expiration date is incomplete.',
  expiryInvalid: 'Expiration date is invalid.',
  cvvEmpty: 'CVV cannot be empty.',
  cvvLength: 'CVV must be exactly 3 digits.',
  cvvAlternate: 'check cvv number',
  savedCardRequired: 'Must select a payment method.',
  alreadySaved: 'This card is already saved for this account.',
  nicknameTaken: (nickname: string) =>
    `Payment method name: "${nickname}" already exist. Please use another name.`,
} as const;

/** 5.7 The account card form ('Edit Payment Method'), whose texts differ from the payment forms'. */
export const accountCardMessages = {
  nameEmpty: 'Card name is required.',
  nameInvalid: 'Name on Card cannot contain numbers or special characters.',
  nameTooShort: 'Names should be min. 3 char.',
  numberInvalid: cardMessages.numberInvalid,
  numberRequired: cardMessages.numberRequired,
  expiryEmpty: 'Credit card expiration date is required.',
  expiryIncomplete: cardMessages.expiryIncomplete,
  expiryInvalid: 'Please enter valid card expiration date.',
  cvvEmpty: 'CVV is required.',
  cvvLength: 'CVV must be three (3) digits.',
  cardTypeRequired: 'Please select card type.',
  numberDigitsOnly: 'Card should be number only.',
  checkNumber: 'check card number',
  checkNumberLength: 'check card number should be 16',
  alreadySaved: cardMessages.alreadySaved,
  nicknameTaken: cardMessages.nicknameTaken,
  termsRequired: 'Agree to Terms and Conditions',
} as const;

/** 5.7 and 5.8 Billing address. */
export const addressMessages = {
  line1Required: 'Address line one is required.',
  cityRequired: 'City is required.',
  countryRequired: 'Country is required.',
  stateRequired: 'State is required.',
  fixHighlighted: 'Please fix the highlighted errors.',
} as const;

/** 5.9 Last step of bill pay and top-up. */
export const consentMessages = {
  termsRequired: 'Please agree to the Terms & Conditions and Privacy Policy to proceed.',
  captchaRequired: 'Please complete the captcha to proceed.',
} as const;

/** Section 9: the default fee note on the review step. */
export const reviewMessages = {
  defaultFeeNote: 'The fee covers credit/debit card online processing and transaction fees.',
} as const;
