/**
 * Entities of spec section 3 as they travel in JSON. Responses use `type` (extra keys are
 * tolerated, so the server can add fields); amounts are decimal numbers at this edge. Each struct
 * is marked pure, so a page's bundle keeps only the structs it reads.
 */
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';

/** A decimal amount of money in JSON (convert with `parseAmount`). */
export const WireAmount = number();

/** Signup country. `countryId` 0 means not chosen. */
export const CountryStruct = /* @__PURE__ */ type({
  countryId: integer(),
  description: string(),
  phoneCode: string(),
});
export type Country = Infer<typeof CountryStruct>;

/** Billing address country; `isoCode` is the ISO 3166 numeric code as text ('780'). */
export const AddressCountryStruct = /* @__PURE__ */ type({ isoCode: string(), name: string() });
export type AddressCountry = Infer<typeof AddressCountryStruct>;

export const CountryStateStruct = /* @__PURE__ */ type({ alphaCode: string(), name: string() });
export type CountryState = Infer<typeof CountryStateStruct>;

export const TopUpCountryStruct = /* @__PURE__ */ type({
  countryId: integer(),
  description: string(),
  phoneCode: string(),
  code: string(),
});
export type TopUpCountry = Infer<typeof TopUpCountryStruct>;

/** Answer to a verification-code send (email or SMS). `timeoutDuration` is in minutes. */
export const VerificationCodeStruct = /* @__PURE__ */ type({
  twoFactor: boolean(),
  timeoutDuration: number(),
  tempVerificationCodeId: string(),
  phone: string(),
});
export type VerificationCode = Infer<typeof VerificationCodeStruct>;

export const AuthResultStruct = /* @__PURE__ */ type({ token: string(), phoneNumber: string() });
export type AuthResult = Infer<typeof AuthResultStruct>;

export const AnonymousAuthResultStruct = /* @__PURE__ */ type({ token: string() });
export type AnonymousAuthResult = Infer<typeof AnonymousAuthResultStruct>;

/** The account's user details (also what `customers/getbyuserid` returns). */
export const UserDetailsStruct = /* @__PURE__ */ type({
  customerId: integer(),
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: string(),
});
export type UserDetails = Infer<typeof UserDetailsStruct>;
export const CustomerDetailsStruct = UserDetailsStruct;
export type CustomerDetails = UserDetails;

export const BannerMessageStruct = /* @__PURE__ */ type({
  id: integer(),
  /** HTML from the server. */
  message: string(),
  closeable: boolean(),
});
export type BannerMessage = Infer<typeof BannerMessageStruct>;

export const ProviderStruct = /* @__PURE__ */ type({
  providerId: integer(),
  name: string(),
  /** 'Charity' is one value. */
  type: string(),
  minimum: optional(nullable(WireAmount)),
  limit: optional(nullable(WireAmount)),
  accountHelperMessage: optional(nullable(string())),
  accountDisclaimerMessage: optional(nullable(string())),
  customerCardRate: optional(nullable(number())),
  customerFee: optional(nullable(WireAmount)),
  customerFeesDisclaimer: optional(nullable(string())),
  commentsField: boolean(),
});
export type Provider = Infer<typeof ProviderStruct>;

export const CharityStruct = /* @__PURE__ */ type({ providerId: integer(), name: string() });
export type Charity = Infer<typeof CharityStruct>;

/** Billing address. `id` 0 means no address; `countryCode` defaults to '780'. */
export const BillingAddressStruct = /* @__PURE__ */ object({
  id: integer(),
  firstName: string(),
  lastName: string(),
  line1: string(),
  line2: optional(nullable(string())),
  city: string(),
  state: optional(nullable(string())),
  postalCode: optional(nullable(string())),
  countryCode: string(),
  emailAddress: optional(nullable(string())),
  phoneNumber: optional(nullable(string())),
});
export type BillingAddress = Infer<typeof BillingAddressStruct>;
/** The same address read from a response (extra keys tolerated). */
export const BillingAddressResponseStruct = /* @__PURE__ */ type(BillingAddressStruct.schema);

/**
 * Card details of a payment. `customerCardId` 0 means a new card (then `cardNumber`,
 * `expirationDate` as MMYY and `cvv` are required); otherwise a saved card (CVV still asked).
 */
export const PaymentDetailsStruct = /* @__PURE__ */ object({
  customerCardId: integer(),
  name: string(),
  cardNumber: optional(string()),
  expirationDate: optional(string()),
  cvv: optional(string()),
  shouldSaveCard: boolean(),
});
export type PaymentDetails = Infer<typeof PaymentDetailsStruct>;

/**
 * A saved card. The server never keeps a full number or a CVV: `cardNumber` is masked to the
 * last four, and the last four are what duplicates are matched on.
 */
export const SavedCardStruct = /* @__PURE__ */ type({
  customerCardId: integer(),
  customerId: integer(),
  isActive: boolean(),
  isPrimary: boolean(),
  isDeleted: boolean(),
  cardNumber: string(),
  cardType: string(),
  /** MMYY */
  expirationDate: string(),
  name: string(),
  nickName: string(),
  cvv: optional(nullable(string())),
  billingAddress: optional(nullable(BillingAddressResponseStruct)),
  countryCode: optional(nullable(string())),
});
export type SavedCard = Infer<typeof SavedCardStruct>;

export const PhoneStruct = /* @__PURE__ */ type({
  customerPhoneId: integer(),
  customerId: integer(),
  phoneNumber: string(),
  isActive: boolean(),
  isPrimary: boolean(),
});
export type Phone = Infer<typeof PhoneStruct>;

export const ServiceStatusStruct = /* @__PURE__ */ type({
  isActive: boolean(),
  statusTitle: optional(nullable(string())),
  statusMessage: optional(nullable(string())),
  messageType: optional(nullable(string())),
});
export type ServiceStatus = Infer<typeof ServiceStatusStruct>;

export const CustomerPaymentAmountStruct = /* @__PURE__ */ type({
  /** The total the customer pays (the `bpTotal`), fee included. */
  customerPaymentAmt: WireAmount,
  customerCardRate: number(),
});
export type CustomerPaymentAmount = Infer<typeof CustomerPaymentAmountStruct>;

/**
 * What a payment POST returns: the order and the card gateway's 3-D Secure form, shown in an
 * iframe. `authCode` is present once a payment is approved without a challenge (top-up receipt).
 */
export const TransactionResultStruct = /* @__PURE__ */ type({
  orderId: string(),
  htmlForm: optional(nullable(string())),
  authCode: optional(nullable(string())),
});
export type TransactionResult = Infer<typeof TransactionResultStruct>;

export const PhoneProviderStruct = /* @__PURE__ */ type({
  phoneProviderId: integer(),
  name: string(),
  minimum: optional(nullable(WireAmount)),
  maximum: optional(nullable(WireAmount)),
  logo: optional(nullable(string())),
});
export type PhoneProvider = Infer<typeof PhoneProviderStruct>;

export const TopUpPresetStruct = /* @__PURE__ */ type({
  id: integer(),
  amount: WireAmount,
  phoneProviderId: integer(),
  status: string(),
});
export type TopUpPreset = Infer<typeof TopUpPresetStruct>;

/** An activity row. `transactionDate` is ISO 8601. */
export const TransactionStruct = /* @__PURE__ */ type({
  transactionDate: string(),
  accountNumber: string(),
  provider: string(),
  nameOnAccount: optional(nullable(string())),
  tranType: string(),
  tranStatus: string(),
  orderNumber: optional(nullable(string())),
  authCode: optional(nullable(string())),
  amount: WireAmount,
  currencySymbol: string(),
  currencyCode: string(),
});
export type Transaction = Infer<typeof TransactionStruct>;

export const PagedTransactionsStruct = /* @__PURE__ */ type({
  pagedItems: array(TransactionStruct),
  totalCount: integer(),
  /** ceil(totalCount / pageSize); 0 when there is nothing. */
  pageCount: integer(),
  pageNumber: integer(),
  pageSize: integer(),
});
export type PagedTransactions = Infer<typeof PagedTransactionsStruct>;

export const MonthlyStatStruct = /* @__PURE__ */ type({
  /** 'Nov 2026': a Trinidad and Tobago calendar month, ready to label the chart; oldest first. */
  month: string(),
  billPay: number(),
  topUps: number(),
});
export type MonthlyStat = Infer<typeof MonthlyStatStruct>;

/** Agent listing row (source columns kept; others dropped). */
export const AgentListingRowStruct = /* @__PURE__ */ type({
  Name: string(),
  Street: string(),
  Town: string(),
  City: string(),
  'Contact#': string(),
  OperatingHours: string(),
  GoogleLocation: string(),
});
export type AgentListingRow = Infer<typeof AgentListingRowStruct>;

export const OnboardingDocumentRowStruct = /* @__PURE__ */ type({
  typeOfDocument: string(),
  description: string(),
  required: enums(['YES', 'Conditional', 'Optional']),
});
export type OnboardingDocumentRow = Infer<typeof OnboardingDocumentRowStruct>;

/** Cookie consent choice (2.16). */
export const CookieConsentStruct = /* @__PURE__ */ type({
  choice: enums(['accepted', 'declined']),
  necessary: boolean(),
  analytics: boolean(),
});
export type CookieConsent = Infer<typeof CookieConsentStruct>;

// Client-side entities of section 3 (state the web app keeps; no call carries them as is).

/** Submission flags: one checkbox sets both `tac` and `ppolicy`. */
export const SubmissionFlagsStruct = /* @__PURE__ */ type({
  tac: boolean(),
  ppolicy: boolean(),
  saveCard: boolean(),
});
export type SubmissionFlags = Infer<typeof SubmissionFlagsStruct>;

/** Bill-pay transaction details as the stepper keeps them (amounts as JSON numbers). */
export const BillPayTransactionDetailsStruct = /* @__PURE__ */ type({
  amount: WireAmount,
  accountNumber: string(),
  providerId: integer(),
  providerDisclaimer: optional(nullable(string())),
  charityId: integer(),
  customerCardRate: number(),
  customerFee: WireAmount,
  /** 1 by default. */
  transactionType: integer(),
  customerFeesDisclaimer: optional(nullable(string())),
  email: string(),
  donationAmount: WireAmount,
  comment: optional(nullable(string())),
  /** Starts as the 1868 prefix. */
  phoneNumber: string(),
  accountHolderName: optional(nullable(string())),
  bpTotal: WireAmount,
});
export type BillPayTransactionDetails = Infer<typeof BillPayTransactionDetailsStruct>;

/** Top-up transaction details as the stepper keeps them. */
export const TopUpTransactionDetailsStruct = /* @__PURE__ */ type({
  country: nullable(TopUpCountryStruct),
  mobileNumber: string(),
  email: string(),
  transactionType: string(),
  carrier: nullable(PhoneProviderStruct),
  amount: nullable(WireAmount),
  donationAmount: nullable(WireAmount),
  charity: nullable(CharityStruct),
  presetSelected: nullable(TopUpPresetStruct),
  coverVat: boolean(),
});
export type TopUpTransactionDetails = Infer<typeof TopUpTransactionDetailsStruct>;

/** What the top-up receipt shows. */
export const TopUpReceiptStruct = /* @__PURE__ */ type({
  country: string(),
  carrier: string(),
  mobileNumber: string(),
  amount: WireAmount,
  charity: optional(nullable(string())),
  donationAmount: WireAmount,
  authCode: optional(nullable(string())),
  email: string(),
});
export type TopUpReceipt = Infer<typeof TopUpReceiptStruct>;

/** A stepper's state: the active step, the steps validated so far, and loading. */
export const StepperStateStruct = /* @__PURE__ */ type({
  activeStep: integer(),
  validatedSteps: array(integer()),
  loading: enums(['idle', 'pending']),
});
export type StepperState = Infer<typeof StepperStateStruct>;

/** The activity screen's query (turned into an ActivityFilterRequest for the call). */
export const ActivityQueryStruct = /* @__PURE__ */ type({
  startDate: nullable(string()),
  endDate: nullable(string()),
  selectedProviders: array(integer()),
  selectedCarriers: array(integer()),
  selectedTranTypes: array(string()),
  selectedTranStatuses: array(string()),
  pageSize: integer(),
  pageNumber: integer(),
});
export type ActivityQuery = Infer<typeof ActivityQueryStruct>;

export const TransactionListQueryStruct = /* @__PURE__ */ type({
  searchTerm: string(),
  pageNumber: integer(),
  pageSize: integer(),
});
export type TransactionListQuery = Infer<typeof TransactionListQueryStruct>;

/** A case study (marketing content). */
export const CaseStudyStruct = /* @__PURE__ */ type({
  logo: string(),
  company: string(),
  url: string(),
  previewQuote: type({ text: string(), title: string() }),
  details: type({
    company: string(),
    challenge: string(),
    solution: array(type({ type: enums(['text', 'quote']), value: string() })),
    quote: optional(string()),
    quoteTitle: optional(string()),
    impact: string(),
  }),
});
export type CaseStudy = Infer<typeof CaseStudyStruct>;
