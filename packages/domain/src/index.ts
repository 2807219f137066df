/** @yo/domain: the product's rules, messages, money, formats, API contract and client. */
export {
  PRODUCT_NAME,
  CURRENCY_CODE,
  CURRENCY_SYMBOL,
  BILL_PAY_DEFAULT_MINIMUM_CENTS,
  BILL_PAY_DEFAULT_LIMIT_CENTS,
  SCAN2PAY_MERCHANT_MAXIMUM_CENTS,
  UTILITY_MAXIMUM_CENTS,
  BILL_PAY_TRANSACTION_TYPE,
  AGENT_BILL_PAY_MINIMUM_CENTS,
  AGENT_BILL_PAY_MAXIMUM_CENTS,
  AGENT_CONVENIENCE_FEE_MAXIMUM_CENTS,
  AGENT_EARNING_MAXIMUM_CENTS,
  AGENT_LOCATION_COUNT,
  TOP_UP_DEFAULT_MINIMUM_CENTS,
  TOP_UP_DEFAULT_MAXIMUM_CENTS,
  TOP_UP_FAQ_MINIMUM_CENTS,
  TOP_UP_FAQ_MAXIMUM_CENTS,
  TOP_UP_FAQ_VAT_RATE,
  TOP_UP_REVERSAL_BUSINESS_DAYS,
  TOP_UP_MSISDN_LENGTH,
  OTP_LENGTH,
  OTP_DEFAULT_TIMEOUT_SECONDS,
  PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  SIGNUP_MOBILE_DIGITS,
  ACCOUNT_MOBILE_MIN_DIGITS,
  ACCOUNT_MOBILE_MAX_DIGITS,
  CONTACT_MOBILE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  ACCOUNT_CARD_NAME_MIN_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMMENT_MAX_ROWS,
  VISA_LENGTHS,
  MASTERCARD_LENGTH,
  CVV_LENGTH,
  ACCOUNT_CARD_NUMBER_MIN_LENGTH,
  DEFAULT_BILLING_COUNTRY_CODE,
  STATE_REQUIRED_COUNTRY_CODE,
  PHONE_PREFIX,
  ACCOUNT_PHONE_PREFIX,
  NO_COUNTRY_ID,
  CHARITIES,
  CHARITY_IDS,
  BANNER_AUTOPLAY_MS,
  HIDDEN_BANNERS_RESET_MS,
  HOME_CAROUSEL_IMAGE_COUNT,
  HOME_CAROUSEL_INTERVAL_MS,
  PROVIDER_LOGO_INTERVAL_MS,
  TESTIMONIAL_COUNT,
  TESTIMONIAL_INTERVAL_MS,
  TOAST_LONG_MS,
  TOAST_MEDIUM_MS,
  TOAST_SHORT_MS,
  RESET_SUCCESS_NOTICE_MS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZES,
  FIRST_PAGE_NUMBER,
  DASHBOARD_RECENT_COUNT,
  MONTHLY_STATS_MONTHS,
  TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  EXPORT_FILE_NAMES,
  BACK_TO_TOP_THRESHOLD_PX,
  DRAWER_WIDTH_PX,
  COOKIE_DECLINE_DAYS,
  COPYRIGHT_START_YEAR,
  SCAN2PAY_BANK_FEE_PERCENT,
  SCAN2PAY_PER_TRANSACTION_CENTS,
  CHARITY_BANK_FEE_PERCENT,
  CHARITY_PER_TRANSACTION_CENTS,
  BULK_TRANSFER_FEE_CENTS,
  BULK_TRANSFER_BUSINESS_DAYS,
  SETTLEMENT_BUSINESS_DAYS,
  FILE_NOTIFICATION_MINIMUM_INTERVAL_MINUTES,
  CASE_STUDY_MONTHS_TO_PAY,
  CASE_STUDY_SLUGS,
  DOCUMENT_IDS,
  SERVICE_IDS,
  CAPTCHA_ACTIONS,
  INITIAL_STATES_COUNTRY_CODE,
} from './constants.js';
export {
  loginMessages,
  otpMessages,
  signupMessages,
  resetPasswordMessages,
  billPayMessages,
  withTrailingPeriod,
  cardMessages,
  accountCardMessages,
  addressMessages,
  consentMessages,
  topUpMessages,
  contactMessages,
  accountMessages,
  errorMessages,
  toastMessages,
  reviewMessages,
  screenText,
} from './messages.js';
export {
  toCents,
  divideHalfUp,
  parseAmount,
  isAmountText,
  toDecimalString,
  toWireAmount,
  formatTTD,
  formatCurrencyAmount,
  sumCents,
  feeFromTotal,
  parseRate,
  netOfVat,
  vatIncluded,
  coverVatAmount,
  applyRate,
  reviewBreakdown,
} from './money.js';
export type {
  Cents,
  Rate,
  ReviewBreakdownInput,
  ReviewBreakdown,
} from './money.js';
export {
  digitsOnly,
  PHONE_MASKS,
  applyMask,
  formatPhone,
  formatPhoneSpaced,
  formatPhoneInternational,
  formatSignupPhone,
  defaultPhoneValue,
  formatCardNumber,
  lastFour,
  maskCardNumber,
  formatExpiryInput,
  expiryToStored,
  expiryFromStored,
  formatOtp,
  splitCardHolderName,
  DEFAULT_TIME_ZONE,
  formatTransactionDate,
  formatDateOnly,
  bannerPageName,
  pageTitle,
} from './formats.js';
export {
  CARD_BRANDS,
  ACCEPTED_CARD_BRANDS,
  detectCardBrand,
  isAcceptedCard,
  hasValidCardLength,
  passesLuhn,
  findSavedCardWithSameLastFour,
} from './cards.js';
export type {
  CardBrand,
} from './cards.js';
export {
  asText,
  field,
  anyValue,
  defineForm,
  isFilled,
  maxLength,
  minLength,
  matches,
  optionally,
  NAME_PATTERN,
  stripSpaces,
} from './validators/core.js';
export type {
  Check,
  FormErrors,
  FormResult,
  FormSchema,
  Form,
} from './validators/core.js';
export {
  EMAIL_PATTERN,
  isValidEmail,
} from './validators/email.js';
export {
  validateLoginField,
  validateLogin,
  validateForgotPasswordField,
  validateForgotPassword,
  validateOtpField,
  validateOtp,
} from './validators/auth.js';
export type {
  LoginValues,
  LoginField,
  ForgotPasswordValues,
  ForgotPasswordField,
  OtpValues,
  OtpField,
} from './validators/auth.js';
export {
  signupPhoneExample,
  passwordCheck,
  SIGNUP_PASSWORD_SPECIALS,
  validateSignupField,
  validateSignup,
} from './validators/signup.js';
export type {
  SignupValues,
  SignupField,
  SignupContext,
} from './validators/signup.js';
export {
  RESET_PASSWORD_SPECIALS,
  validateResetPasswordField,
  validateResetPassword,
} from './validators/reset.js';
export type {
  ResetPasswordValues,
  ResetPasswordField,
} from './validators/reset.js';
export {
  validateContactField,
  validateContact,
} from './validators/contact.js';
export type {
  ContactValues,
  ContactField,
} from './validators/contact.js';
export {
  validateProfileField,
  validateProfile,
  validateAccountPhoneField,
  validateAccountPhone,
  validateRemovePhone,
  validateUnsetPrimaryPhone,
} from './validators/account.js';
export type {
  ProfileValues,
  ProfileField,
  AccountPhoneValues,
  AccountPhoneField,
} from './validators/account.js';
export {
  payeeBounds,
  amountBoundsChecks,
  validateBillPayDetailsField,
  validateBillPayDetails,
  payeeHasComments,
} from './validators/billpay.js';
export type {
  BillPayDetailsValues,
  BillPayDetailsField,
  PayeeRules,
  BillPayContext,
} from './validators/billpay.js';
export {
  isValidExpiry,
  validateNicknameUnique,
  validateCardNotSaved,
  validateCvvAlternate,
  validatePaymentCardField,
  validatePaymentCard,
  validateAccountCardField,
  validateAccountCard,
} from './validators/card.js';
export type {
  SavedCardLike,
  PaymentCardValues,
  PaymentCardField,
  PaymentCardContext,
  AccountCardValues,
  AccountCardField,
  AccountCardContext,
} from './validators/card.js';
export {
  COUNTRY_DEPENDENT_FIELDS,
  countryHasStates,
  changeBillingCountry,
  billingAddressSchema,
  validateBillingAddressField,
  validateBillingAddress,
} from './validators/address.js';
export type {
  BillingAddressValues,
  BillingAddressField,
  BillingAddressContext,
} from './validators/address.js';
export {
  carrierBounds,
  topUpMsisdn,
  validateTopUpField,
  validateTopUp,
} from './validators/topup.js';
export type {
  TopUpValues,
  TopUpField,
  CarrierRules,
} from './validators/topup.js';
export {
  validateConsentField,
  validateConsent,
} from './validators/consent.js';
export type {
  ConsentValues,
  ConsentField,
} from './validators/consent.js';
export {
  SUCCESS_STATE,
  FAILURE_STATE,
  EnvelopeStruct,
  successEnvelope,
  failureEnvelope,
  successEnvelopeStruct,
  QueryInteger,
  QueryNumber,
  QueryBoolean,
} from './contract/envelope.js';
export type {
  Envelope,
} from './contract/envelope.js';
export {
  WireAmount,
  CountryStruct,
  AddressCountryStruct,
  CountryStateStruct,
  TopUpCountryStruct,
  VerificationCodeStruct,
  AuthResultStruct,
  AnonymousAuthResultStruct,
  UserDetailsStruct,
  CustomerDetailsStruct,
  BannerMessageStruct,
  ProviderStruct,
  CharityStruct,
  BillingAddressStruct,
  BillingAddressResponseStruct,
  PaymentDetailsStruct,
  SavedCardStruct,
  PhoneStruct,
  ServiceStatusStruct,
  CustomerPaymentAmountStruct,
  TransactionResultStruct,
  PhoneProviderStruct,
  TopUpPresetStruct,
  TransactionStruct,
  PagedTransactionsStruct,
  MonthlyStatStruct,
  AgentListingRowStruct,
  OnboardingDocumentRowStruct,
  CookieConsentStruct,
} from './contract/entities.js';
export type {
  Country,
  AddressCountry,
  CountryState,
  TopUpCountry,
  VerificationCode,
  AuthResult,
  AnonymousAuthResult,
  UserDetails,
  CustomerDetails,
  BannerMessage,
  Provider,
  Charity,
  BillingAddress,
  PaymentDetails,
  SavedCard,
  Phone,
  ServiceStatus,
  CustomerPaymentAmount,
  TransactionResult,
  PhoneProvider,
  TopUpPreset,
  Transaction,
  PagedTransactions,
  MonthlyStat,
  AgentListingRow,
  OnboardingDocumentRow,
  CookieConsent,
} from './contract/entities.js';
export {
  LoginRequestStruct,
  RegistrationRequestStruct,
  SendEmailVerifyCodeRequestStruct,
  SendSmsVerifyCodeRequestStruct,
  OtpVerifyRequestStruct,
  SendResetPasswordEmailQueryStruct,
  ResetPasswordRequestStruct,
} from './contract/auth.js';
export type {
  LoginRequest,
  RegistrationRequest,
  SendEmailVerifyCodeRequest,
  SendSmsVerifyCodeRequest,
  OtpVerifyRequest,
  SendResetPasswordEmailQuery,
  ResetPasswordRequest,
} from './contract/auth.js';
export {
  AddPhoneRequestStruct,
  PhoneActionQueryStruct,
  PrimaryCardQueryStruct,
  AddCardRequestStruct,
  UpdateCardRequestStruct,
  RemoveCardRequestStruct,
  UpdateProfileRequestStruct,
} from './contract/customers.js';
export type {
  AddPhoneRequest,
  PhoneActionQuery,
  PrimaryCardQuery,
  AddCardRequest,
  UpdateCardRequest,
  RemoveCardRequest,
  UpdateProfileRequest,
} from './contract/customers.js';
export {
  BannerQueryStruct,
  DocumentParamsStruct,
  ServiceStatusQueryStruct,
  CountryStatesParamsStruct,
  ContactEmailRequestStruct,
  VatQueryStruct,
} from './contract/content.js';
export type {
  BannerQuery,
  DocumentParams,
  ServiceStatusQuery,
  CountryStatesParams,
  ContactEmailRequest,
  VatQuery,
} from './contract/content.js';
export {
  CustomerPaymentAmountQueryStruct,
  ValidateAccountQueryStruct,
  ACCOUNT_ACTIVE,
  BillPayTransactionRequestStruct,
  ReceiptQueryStruct,
} from './contract/billpay.js';
export type {
  CustomerPaymentAmountQuery,
  ValidateAccountQuery,
  BillPayTransactionRequest,
  ReceiptQuery,
} from './contract/billpay.js';
export {
  PresetTopUpsQueryStruct,
  ValidateMsisdnQueryStruct,
  TopUpSubmissionStruct,
} from './contract/topup.js';
export type {
  PresetTopUpsQuery,
  ValidateMsisdnQuery,
  TopUpSubmission,
} from './contract/topup.js';
export {
  ActivityFilterRequestStruct,
} from './contract/activity.js';
export type {
  ActivityFilterRequest,
} from './contract/activity.js';
export {
  FILE_RESPONSE,
  AccountValidationStruct,
  AccountValidationFailureStruct,
  MsisdnValidationStruct,
  routes,
  routePath,
} from './contract/routes.js';
export type {
  AuthLevel,
  HttpMethod,
  RouteDefinition,
  AccountValidation,
  AccountValidationFailure,
  MsisdnValidation,
  Routes,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteBody,
  RouteData,
  DownloadedFile,
} from './contract/routes.js';
export {
  memoryStorage,
  SESSION_KEYS,
  decodeJwtPayload,
  tokenExpiresAt,
  isTokenExpired,
  Session,
} from './client/session.js';
export type {
  TokenStorage,
  StoredToken,
} from './client/session.js';
export {
  httpFailure,
  unreadableFailure,
  sessionExpiredFailure,
  refusedFailure,
} from './client/errors.js';
export type {
  FailureReason,
  CallFailure,
  CallSuccess,
  CallResult,
} from './client/errors.js';
export {
  fileNameFromContentDisposition,
  ApiClient,
  createApiClient,
} from './client/client.js';
export type {
  SessionExpiredEvent,
  ApiClientOptions,
  CallInput,
  CallOptions,
} from './client/client.js';
