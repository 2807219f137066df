/**
 * Every user-facing string of the product spec (sections 2, 4, 5, 8 and 9), verbatim.
 * Typos and odd punctuation are deliberate: the spec is the source of truth.
 * Strings with a value in them are functions.
 */

/** 5.2 Login and forgot password. */
export const loginMessages = {
  usernameEmpty: '*Username can not be empty.',
  usernameInvalid: 'Invalid email.Please enter a valid email',
  passwordEmpty: 'Password can not be empty.',
  forgotEmailEmpty: 'Email can not be empty.',
  forgotEmailInvalid: 'Invalid email. Please enter a valid email.',
} as const;

/** 5.3 OTP. */
export const otpMessages = {
  numbersOnly: 'OTP should be number only.',
  incomplete: 'Please complete the OTP',
} as const;

/** 5.4 Signup. */
export const signupMessages = {
  mobileDigits: (examplePhone: string) =>
    `Your mobile number must be at least 11 digits. E.g ${examplePhone}`,
  firstNameEmpty: 'First Name cannot be empty',
  firstNameInvalid: 'First Name is invalid',
  lastNameEmpty: 'Last Name cannot be empty',
  lastNameInvalid: 'Last Name is invalid',
  emailInvalid:
    'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
  passwordRule:
    'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
  passwordMismatch: 'Your password entries do not match.',
  referralInvalid: 'Invalid Referral Code',
  termsRequired: 'Agree to the terms and conditions.',
  // The spec gives no text of its own for "a country must be selected"; this reuses 5.7's.
  countryRequired: 'Country is required.',
} as const;

/** 5.5 Reset password. */
export const resetPasswordMessages = {
  passwordRule: signupMessages.passwordRule,
  passwordMismatch: 'Password not matched! please try again.',
} as const;

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
} as const;

/** 5.11 Contact form. */
export const contactMessages = {
  nameEmpty: 'Name cannot be empty',
  nameInvalid: 'Name cannot include special symbols or numbers',
  emailEmpty: 'Email cannot be empty',
  // The spec gives no text for a badly formed contact email; 5.6's is the nearest.
  emailInvalid: 'Email is invalid',
  messageEmpty: 'Message cannot be empty',
  // The spec gives no text for the optional mobile ("digits only, max 15"); 5.6's is the nearest.
  mobileInvalid: 'Phone number is invalid',
  subject: (name: string) => `New contact request from ${name}`,
  sent: "Message sent. Thank you for contacting the product's support.",
  failed: 'Failed to send message. Please try again later.',
} as const;

/** 5.12 Account profile and phones. */
export const accountMessages = {
  firstNameInvalid: 'First Name is invalid',
  lastNameInvalid: 'Last Name is invalid',
  // "Required" has no text of its own in 5.12; the signup texts (5.4) are used.
  firstNameEmpty: signupMessages.firstNameEmpty,
  lastNameEmpty: signupMessages.lastNameEmpty,
  mobileDigits: 'Mobile Number should be of 11 to 13 digits',
  cannotRemovePrimary:
    'Cannot remove primary mobile number. Please set another mobile number as primary first.',
  cannotUnsetPrimary:
    'Cannot unset primary mobile number. Please set another mobile number as primary first.',
} as const;

/**
 * 2.15 The account page's headings, labels and confirmations. The spec names the dialogs and the
 * card texts (in `screenText`); the rest it leaves unworded, so these are Yo's.
 */
export const accountScreenText = {
  title: 'Account',
  account: 'Account',
  email: 'Email',
  edit: 'Edit',
  phoneNumbers: 'Phone numbers',
  savedCards: 'Saved Cards',
  /** The label of the primary phone and card (2.15); the same text as `screenText.primary`. */
  primary: 'Primary',
  addMobile: 'Add Mobile Number',
  mobileNumber: 'Mobile Number',
  editMobile: 'Edit Mobile Number',
  primaryMobile: 'Primary mobile number',
  removeMobile: 'Remove Mobile Number',
  removeMobileQuestion: 'Are you sure you want to remove this mobile number?',
  makePrimaryMobile: 'Change Primary Mobile Number',
  makePrimaryMobileQuestion: 'Make this number your primary mobile number?',
  remove: 'Remove',
  close: 'Close',
  noPhones: 'No mobile numbers yet.',
  noCards: 'No saved cards yet.',
  nickname: 'Nickname',
  nicknameOptional: 'Nickname (Optional)',
  expires: (mmYY: string) => `Expires ${mmYY}`,
  endingIn: (lastFour: string) => `ending in ${lastFour}`,
  makePrimaryCardQuestion: 'Make this card your primary payment method?',
  agreeToTerms: 'I agree to the Terms and Conditions',
  primaryRequiredNote: 'Your first card is your primary payment method.',
  cardFrameTitle: 'Card authentication',
} as const;

/** Section 8: error catalogue (texts shown to the user). */
export const errorMessages = {
  httpStatus: (status: number | string) => `An error has occurred: ${status}`,
  unreadableResponse: 'An error has occurred. Please try back again later',
  serverCommunication: 'Server communication error. Please try again later',
  otpSendFailed: 'There was an issue sending the OTP code',
  resetPasswordFailed: 'Unable to reset password. Please try again later.',
  serviceUnavailable: 'Service Temporarily Unavailable',
  sessionExpired: 'Session Expired. Please login again',
  pageNotFound: '404 Page not found',
  receiptDownloadFailed: 'Error downloading file. Please try again later',
  somethingWentWrong: 'OOPs...Something went wrong.',
  somethingWentWrongDetail:
    "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot.",
  feeCalculationFailed: 'Error Calculating Total',
  contactSent: contactMessages.sent,
  contactFailed: contactMessages.failed,
  cardAddFailed: (serverError: string) => `Failed to add card: "${serverError}"`,
} as const;

/** Section 8: toasts and notices. */
export const toastMessages = {
  smsCodeSent: (phone: string) => `A SMS verification code has been sent to: ${phone}`,
  emailCodeSent: (email: string) => `A email verification code has been sent to: ${email}`,
  resetLinkSent: (email: string) => `Password reset link has been sent to: ${email}`,
  passwordReset: 'Password successfully reset',
  mobileRemoved: 'Mobile number removed successfully',
  primaryMobileChanged: 'Primary mobile number has been changed',
  paymentMethodRemoved: 'Payment method removed successfully',
  cardAdded: 'Successfully added new card',
  cardUpdated: 'Card details updated successfully',
  profileUpdated: 'Profile updated successfully',
} as const;

/** Section 9: the default fee note on the review step. */
export const reviewMessages = {
  defaultFeeNote: 'The fee covers credit/debit card online processing and transaction fees.',
} as const;

/** Sections 2 and 4: titles, labels, panels and empty states named in the spec. */
export const screenText = {
  pageNotFound: 'Page not found',
  goBack: 'Go Back',
  tryAgain: 'Try Again',
  contactUs: 'Contact Us',
  quickBillPayTitle: 'Quick Bill Pay',
  billPayTitle: 'Bill Pay',
  faqTitle: 'FAQs',
  resetPasswordTitle: 'Reset Password',
  logIn: 'LOG IN',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  submit: 'Submit',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Back',
  next: 'Next',
  finish: 'FINISH',
  submitPayment: 'SUBMIT',
  newTransaction: 'New Transaction',
  useSavedCard: 'Use Saved Card',
  useNewCard: 'Use New Card',
  /** Bill pay for customers (2.7, 4.6): the toggle's and the saved-card list's names; Save Card. */
  paymentMethod: 'Payment Method',
  savedCardList: 'Saved Cards',
  saveCard: 'Save Card',
  noSavedCards: 'You have no saved cards yet.',
  /** Bill pay's busy states: the payees loading, Next while the server checks the account. */
  loadingBillPay: 'Loading',
  checkingYourAccount: 'Checking your account',
  /** The same bill paid minutes ago (a second tab, a retry): asked before charging again. */
  payAgainTitle: 'Pay this bill again?',
  payAgainQuestion: 'Do you want to pay it again?',
  payAgain: 'Pay Again',
  processingYourRequest: 'Processing Your Request',
  tryAnotherWay: 'Try Another Way',
  resendCode: 'Resend code',
  logOut: 'Log out',
  moreInfo: 'More Info',
  termsAndConditions: 'Terms and Conditions',
  privacyPolicy: 'Privacy Policy',
  billPaySteps: [
    'Enter Payment Details',
    'Enter Card Details',
    'Enter Billing Address Details (Optional)',
    'Payment Review',
  ],
  paymentResult: 'Payment Result',
  topUpSteps: [
    'Select Country',
    'Enter PREPAID Mobile Number',
    'Select Top Up Amount',
    'Enter Card Details',
    'Enter Billing Address Details (Optional)',
    'Enter Email for Receipt',
    'Payment Review',
  ],
  recentBillPay: 'Recent Bill Pay',
  recentTopUps: 'Recent Topups',
  monthlyStats: 'Monthly Stats',
  monthlyStatsChart: 'Last 6 Month Stats',
  noBillPayTransactions: 'You have not made any bill pay transactions',
  payBillsNow: 'Pay Bills Now',
  noTopUpTransactions: 'You have not made any topup transactions',
  topUpNow: 'Topup Now',
  viewMore: 'View More',
  activityFilters: 'Transaction Activity - Filters',
  providersHint: 'Select transaction type (Bill Pay) to filter providers',
  carriersHint: 'Select transaction type (Top Up) to filter carriers',
  search: 'Search',
  clearAll: 'Clear All',
  noTransactions: 'No transactions found. Try changing the filter.',
  startDate: 'Start Date',
  endDate: 'End Date',
  transactionType: 'Transaction Type',
  providers: 'Providers',
  carriers: 'Carriers',
  transactionStatus: 'Status',
  /** 2.14's names of the two transaction types (their values are TRANSACTION_TYPES). */
  tranTypeLabels: { billPay: 'Bill Pay', topUp: 'Topup' },
  /** 2.13's chart series and its table's first column. */
  statsSeries: { billPay: 'Bill Pay', topUps: 'Top Up' },
  statsMonth: 'Month',
  transactionsTable: 'Transactions',
  loadingTransactions: 'Loading transactions',
  exportExcel: 'Export Excel',
  exportCsv: 'Export CSV',
  /** The dashboard greets the customer by first name. */
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  /** A card's 'View More' names its card for screen readers: 'View More Recent Bill Pay'. */
  viewMoreOf: (card: string) => `View More ${card}`,
  activityColumns: [
    'Transaction Date',
    'Account#',
    'Provider',
    'Account Name',
    'Type',
    'Status',
    'Receipt Number',
    'Authorization Code',
    'Amount',
  ],
  editProfile: 'Edit Profile',
  firstName: 'First Name',
  lastName: 'Last Name',
  verification: 'Verification',
  primary: 'Primary',
  addNewCard: 'Add New Card',
  editPaymentMethod: 'Edit Payment Method',
  cardDetails: 'Card Details',
  billingAddressDetails: 'Billing Address Details',
  primaryPaymentMethod: 'Primary Payment Method',
  removeCard: 'Remove Card',
  removePaymentMethod: 'Remove Payment Method',
  removePaymentMethodQuestion: 'Are you sure you want to remove the following payment method?',
  resetPreferences: 'Reset Preferences',
  cookieManage: 'Manage',
  cookieAccept: 'Accept',
  cookieSavePreferences: 'Save Preferences',
  cookieAllowAll: 'Allow All',
  drawerItems: ['Dashboard', 'Bill Pay', 'Top Up', 'Activity', 'Account'],
  drawerMoreInfoItems: ['About Us', 'Contact Us', 'FAQs'],
  faqTabs: ['General', 'Pay Bills', 'Top Up', 'Sign Up', 'Security', 'business', 'Agent'],
} as const;

/**
 * Texts of outcomes only the server knows (the spec says "the server msg" without wording them).
 * The API sends these in `msg`; the app shows them as they come.
 */
export const serverMessages = {
  invalidRequest: (detail: string) => `The request is invalid: ${detail}`,
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request must be sent as application/json.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  invalidAppCredentials: 'The application credentials are not valid.',
  invalidCredentials: 'The email or password is incorrect.',
  codeIncorrect: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  codeNotFound: 'This verification code is no longer valid. Please request a new code.',
  codeSendLimit: 'Too many codes were requested. Please try again later.',
  phoneNotVerified: 'Please verify your mobile number with the code we sent first.',
  emailTaken: 'An account with this email address already exists.',
  phoneTaken: 'This mobile number is already registered to an account.',
  registered: 'Registration successful.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password successfully reset',
  phoneNotFound: 'This mobile number was not found on your account.',
  phoneAlreadyOnAccount: 'This mobile number is already on your account.',
  documentNotFound: 'The requested document was not found.',
} as const;

/**
 * Saved cards (customers/getcardlist … removecard, and a card saved while paying): outcomes only
 * the server knows. The account form's own texts are `accountCardMessages`.
 */
export const savedCardMessages = {
  cardNotFound: 'This card was not found on your account.',
  /** The title of the result page in the add-card iframe. */
  cardAdded: 'Card Added',
  cardNotAdded: 'Card Not Added',
  verifying: 'Your card is being verified. Please wait a moment and refresh this page.',
  authenticationFailed:
    'Your card could not be verified with 3-D Secure. Please try again or use another card.',
  verificationExpired: 'The time to verify your card has run out. Please add the card again.',
  gatewayUnavailable: 'The card service is unavailable at the moment. Please try again later.',
} as const;

/** The card-payment decline texts by ISO 8583 / PowerTranz response code. */
const declineReasons: Record<string, string> = {
  '05': 'Your bank declined this payment. Please contact your bank or use another card.',
  '12': 'Your bank declined this transaction. Please use another card.',
  '13': 'The amount was refused by your bank. Please contact your bank.',
  '14': 'The card number is invalid. Please check it or use another card.',
  '51': 'Your card was declined for insufficient funds. Please use another card.',
  '54': 'Your card has expired. Please use another card.',
  '91': 'Your bank could not be reached. Please try again later or use another card.',
  N7: 'The CVV does not match this card. Please check it and try again.',
};

/**
 * Bill-pay outcomes only the server knows: account checks, fee disagreements, the captcha, the
 * idempotency of a submission, card declines and the result of a payment. The API sends them in
 * `msg` and on the result page; the app shows them as they come.
 */
export const paymentMessages = {
  accountNotFound: 'This account number was not found for the selected payee.',
  accountInactive: 'This account is not active. Please check the account number with the payee.',
  accountCheckUnavailable: 'We could not check this account right now. Please try again later.',
  payeeNotFound: billPayMessages.payeeRequired,
  charityNotFound: 'The selected charity is not available.',
  donationInvalid: 'The donation amount is invalid.',
  totalMismatch: (total: string) =>
    `The total for this payment is $${total}. Please review the payment and submit it again.`,
  captchaInvalid: 'The captcha could not be verified. Please complete the captcha again.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required for a payment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment.',
  paymentInProgress: 'This payment is already being processed. Please wait for its result.',
  /** A payment like one that went through minutes ago: charged only once the customer confirms. */
  paidRecently: (minutes: number) =>
    `You paid this bill ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago.`,
  serviceInactive: 'Bill pay is not available at the moment. Please try again later.',
  gatewayUnavailable:
    'The card payment service is unavailable at the moment. Your card was not charged. Please try again later.',
  authenticationFailed:
    'Your card could not be verified with 3-D Secure. Your card was not charged. Please try again or use another card.',
  sessionExpired:
    'The time to verify your card has run out. Your card was not charged. Please start a new transaction.',
  paymentSuccessful: 'Payment Successful',
  paymentFailed: 'Payment Failed',
  paymentReversed:
    'The payee could not accept this payment, so it was refunded to your card. Please contact the payee.',
  receiptNotFound: 'The receipt was not found.',
  downloadReceipt: 'Download Receipt',
  /** The decline text for a response code; unknown codes get a general text with the code. */
  declined(code: string): string {
    return (
      declineReasons[code] ??
      `Your payment was declined (code ${code}). Please try again or use another card.`
    );
  },
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
} as const;

/**
 * Activity requests the server refuses (transaction/filtered and its exports). The spec leaves
 * them unworded; the app never sends them, so they name the rule for whoever calls the API.
 */
export const activityMessages = {
  pageSize: (minimum: number, maximum: number) =>
    `The page size must be a whole number from ${minimum} to ${maximum}.`,
  pageNumber: (maximum: number) => `The page number must be a whole number from 1 to ${maximum}.`,
  startDate: 'The start date must be a date written as YYYY-MM-DD.',
  endDate: 'The end date must be a date written as YYYY-MM-DD.',
  dateOrder: 'The start date must not be after the end date.',
  tranType: (allowed: string) => `The transaction type must be one of: ${allowed}.`,
  tranStatus: (allowed: string) => `The transaction status must be one of: ${allowed}.`,
  /** The Excel export's worksheet (its header row is `screenText.activityColumns`, 2.14). */
  exportSheetName: 'Transactions',
} as const;
