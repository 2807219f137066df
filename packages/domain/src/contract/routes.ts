/**
 * The API's route table (spec section 7): every call's method, path, inputs, response and the
 * token it needs. The API registers these; the client calls them. Paths are relative to the API
 * base URL and keep the spec's spelling (including its mixed case).
 */
import {
  array,
  enums,
  nullable,
  number,
  optional,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { ActivityFilterRequestStruct } from './activity.js';
import { OrderStatusQueryStruct, OrderStatusStruct } from './order-status.js';
import {
  LoginRequestStruct,
  OtpVerifyRequestStruct,
  RegistrationRequestStruct,
  ResetPasswordRequestStruct,
  SendEmailVerifyCodeRequestStruct,
  SendResetPasswordEmailQueryStruct,
  SendSmsVerifyCodeRequestStruct,
  UserLoginRequestStruct,
} from './auth.js';
import {
  PasskeyCodeRequestStruct,
  PasskeyOptionsStruct,
  PasskeyRegistrationRequestStruct,
  PasskeySignInOptionsStruct,
  PasskeySignInRequestStruct,
  PasskeyStruct,
  RemovePasskeyRequestStruct,
} from './passkeys.js';
import {
  BillPayTransactionRequestStruct,
  CustomerPaymentAmountQueryStruct,
  ReceiptQueryStruct,
  ValidateAccountQueryStruct,
} from './billpay.js';
import {
  BannerQueryStruct,
  ContactEmailRequestStruct,
  CountryStatesParamsStruct,
  DocumentParamsStruct,
  ServiceStatusQueryStruct,
  VatQueryStruct,
} from './content.js';
import {
  AddCardRequestStruct,
  AddPhoneRequestStruct,
  PhoneActionQueryStruct,
  PrimaryCardQueryStruct,
  RemoveCardRequestStruct,
  UpdateCardRequestStruct,
  UpdateProfileRequestStruct,
} from './customers.js';
import {
  AddressCountryStruct,
  AnonymousAuthResultStruct,
  AuthResultStruct,
  BannerMessageStruct,
  CharityStruct,
  CountryStateStruct,
  CountryStruct,
  CustomerDetailsStruct,
  CustomerPaymentAmountStruct,
  MonthlyStatStruct,
  PagedTransactionsStruct,
  PhoneProviderStruct,
  PhoneStruct,
  ProviderStruct,
  SavedCardStruct,
  ServiceStatusStruct,
  TopUpCountryStruct,
  TopUpPresetStruct,
  TransactionResultStruct,
  UserDetailsStruct,
  VerificationCodeStruct,
} from './entities.js';
import {
  PresetTopUpsQueryStruct,
  TopUpSubmissionStruct,
  ValidateMsisdnQueryStruct,
} from './topup.js';
import { wellFormedText } from './well-formed.js';

/**
 * Which token a call carries: `none` (no Authorization header), `anonymous` (the user token if
 * there is one, else the anonymous token from users/authenticateAPI), `user` (a user token).
 */
export type AuthLevel = 'none' | 'anonymous' | 'user';
export type HttpMethod = 'GET' | 'POST';

/** Marks a route whose answer is a file (not the JSON envelope). */
export const FILE_RESPONSE = 'file' as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

export interface RouteDefinition {
  method: HttpMethod;
  /** Relative path; `{name}` segments come from `params`. */
  path: string;
  params?: AnyStruct;
  query?: AnyStruct;
  body?: AnyStruct;
  /** Struct of the envelope's `data` on success (of `data.data` when `wrapped`), or a file. */
  response: AnyStruct | typeof FILE_RESPONSE;
  /** The success data sits in `data.data`. */
  wrapped?: boolean;
  auth: AuthLevel;
  /** A payment POST: the client sends an Idempotency-Key, the server charges at most once per key. */
  idempotent?: boolean;
}

/** A call of the table: its inputs refuse ill-formed Unicode text in any field (well-formed.ts). */
function route<const R extends RouteDefinition>(definition: R): R {
  const checked = { ...definition };
  for (const part of ['params', 'query', 'body'] as const) {
    const struct = definition[part];
    if (struct) checked[part] = wellFormedText(struct);
  }
  return checked;
}

/** What a call returns when it has nothing the app uses beyond `state` and `msg`. */
const NoData = unknown();

/** ValidateAccount's success data: `status` 'ACTIVE' when valid, and the name on the account. */
export const AccountValidationStruct = type({
  status: string(),
  nameonaccount: optional(nullable(string())),
});
export type AccountValidation = Infer<typeof AccountValidationStruct>;
/** ValidateAccount's failure data (with `msg`): which field the message belongs under. */
export const AccountValidationFailureStruct = type({ field: enums(['amount', 'accountNumber']) });
export type AccountValidationFailure = Infer<typeof AccountValidationFailureStruct>;

export const MsisdnValidationStruct = type({ phoneProvider: PhoneProviderStruct });
export type MsisdnValidation = Infer<typeof MsisdnValidationStruct>;

export const routes = {
  // auth
  authenticateApi: route({
    method: 'POST',
    path: 'users/authenticateAPI',
    body: LoginRequestStruct,
    response: AnonymousAuthResultStruct,
    auth: 'none',
  }),
  login: route({
    method: 'POST',
    path: 'users/authenticate',
    body: UserLoginRequestStruct,
    response: AuthResultStruct,
    auth: 'anonymous',
  }),
  customerDetails: route({
    method: 'GET',
    path: 'customers/getbyuserid',
    response: CustomerDetailsStruct,
    auth: 'user',
  }),
  /** Registers and signs the new customer in: the code just verified was the second step. */
  register: route({
    method: 'POST',
    path: 'users/register',
    body: RegistrationRequestStruct,
    response: AuthResultStruct,
    auth: 'anonymous',
  }),
  sendEmailVerifyCode: route({
    method: 'POST',
    path: 'users/sendemailverifycode',
    body: SendEmailVerifyCodeRequestStruct,
    response: VerificationCodeStruct,
    auth: 'anonymous',
  }),
  sendSmsVerifyCode: route({
    method: 'POST',
    path: 'users/sendsmsverifycode',
    body: SendSmsVerifyCodeRequestStruct,
    response: VerificationCodeStruct,
    auth: 'anonymous',
  }),
  /** A login code yields the user session `{token, phoneNumber}`; other purposes answer null. */
  verifyPhone: route({
    method: 'POST',
    path: 'users/phoneverify',
    body: OtpVerifyRequestStruct,
    response: nullable(AuthResultStruct),
    auth: 'anonymous',
  }),
  signupCountries: route({
    method: 'GET',
    path: 'users/countries',
    response: array(CountryStruct),
    auth: 'anonymous',
  }),
  sendResetPasswordEmail: route({
    method: 'GET',
    path: 'users/sendresetpassemail',
    query: SendResetPasswordEmailQueryStruct,
    response: NoData,
    auth: 'anonymous',
  }),
  /** Log out (4.3): the server revokes the token's session. */
  logout: route({
    method: 'POST',
    path: 'users/logout',
    response: NoData,
    auth: 'anonymous',
  }),
  resetPassword: route({
    method: 'POST',
    path: 'users/verifyemailpass',
    body: ResetPasswordRequestStruct,
    response: NoData,
    auth: 'none',
  }),

  // passkeys (issue #34): the WebAuthn relying party beside the code flows
  /** The fresh code check before adding a passkey; verified by users/phoneverify. */
  passkeyCode: route({
    method: 'POST',
    path: 'passkeys/sendcode',
    body: PasskeyCodeRequestStruct,
    response: VerificationCodeStruct,
    auth: 'user',
  }),
  /** Registration options: only within minutes of a verified passkeys/sendcode code. */
  passkeyRegistrationOptions: route({
    method: 'POST',
    path: 'passkeys/register/options',
    response: PasskeyOptionsStruct,
    auth: 'user',
  }),
  passkeyRegister: route({
    method: 'POST',
    path: 'passkeys/register',
    body: PasskeyRegistrationRequestStruct,
    response: PasskeyStruct,
    auth: 'user',
  }),
  passkeys: route({
    method: 'GET',
    path: 'passkeys/list',
    response: array(PasskeyStruct),
    auth: 'user',
  }),
  removePasskey: route({
    method: 'POST',
    path: 'passkeys/remove',
    body: RemovePasskeyRequestStruct,
    response: NoData,
    auth: 'user',
  }),
  /**
   * Sign-in options: on a login's pending token, the customer's passkeys (the second step); on
   * an anonymous token, any discoverable passkey (both steps at once).
   */
  passkeySignInOptions: route({
    method: 'POST',
    path: 'passkeys/signin/options',
    response: PasskeySignInOptionsStruct,
    auth: 'anonymous',
  }),
  /** A passkey that passes yields the user session, as a right login code does. */
  passkeySignIn: route({
    method: 'POST',
    path: 'passkeys/signin',
    body: PasskeySignInRequestStruct,
    response: AuthResultStruct,
    auth: 'anonymous',
  }),

  // content
  bannerMessages: route({
    method: 'GET',
    path: 'Banner/GetBannerMessages',
    query: BannerQueryStruct,
    response: array(BannerMessageStruct),
    auth: 'anonymous',
  }),
  /** Opened as a plain link too (terms, privacy, videos), so it needs no token. */
  document: route({
    method: 'GET',
    path: 'document/{fileId}',
    params: DocumentParamsStruct,
    response: FILE_RESPONSE,
    auth: 'none',
  }),
  serviceStatus: route({
    method: 'GET',
    path: 'transaction/service/status',
    query: ServiceStatusQueryStruct,
    response: ServiceStatusStruct,
    auth: 'anonymous',
  }),
  addressCountries: route({
    method: 'GET',
    path: 'public/countries',
    response: array(AddressCountryStruct),
    auth: 'anonymous',
  }),
  countryStates: route({
    method: 'GET',
    path: 'public/country/{id}/states',
    params: CountryStatesParamsStruct,
    response: array(CountryStateStruct),
    auth: 'anonymous',
  }),
  sendContactEmail: route({
    method: 'POST',
    path: 'public/SendContactEmail',
    body: ContactEmailRequestStruct,
    response: NoData,
    auth: 'anonymous',
  }),

  // bill pay
  providers: route({
    method: 'GET',
    path: 'Transaction/GetProviders',
    response: array(ProviderStruct),
    auth: 'anonymous',
  }),
  charities: route({
    method: 'GET',
    path: 'Transaction/GetCharities',
    response: array(CharityStruct),
    auth: 'anonymous',
  }),
  customerPaymentAmount: route({
    method: 'GET',
    path: 'transaction/CustomerPaymentAmount',
    query: CustomerPaymentAmountQueryStruct,
    response: CustomerPaymentAmountStruct,
    auth: 'anonymous',
  }),
  validateAccount: route({
    method: 'GET',
    path: 'Transaction/ValidateAccount',
    query: ValidateAccountQueryStruct,
    response: AccountValidationStruct,
    auth: 'anonymous',
  }),
  postBillPay: route({
    method: 'POST',
    path: 'Transaction/PostTransactionAsync',
    body: BillPayTransactionRequestStruct,
    response: TransactionResultStruct,
    auth: 'anonymous',
    idempotent: true,
  }),
  /** The PDF is named {service}_Receipt_{orderId}.pdf by the server's Content-Disposition. */
  downloadReceipt: route({
    method: 'GET',
    path: 'Transaction/DownloadReceipt',
    query: ReceiptQueryStruct,
    response: FILE_RESPONSE,
    auth: 'anonymous',
  }),

  /** Not in the spec's table: where a payment of this session (or customer) stands (#29). */
  orderStatus: route({
    method: 'GET',
    path: 'Payments/GetOrderStatus',
    query: OrderStatusQueryStruct,
    response: OrderStatusStruct,
    auth: 'anonymous',
  }),

  // top-up
  /** Not in the spec's table (its top-up country list has no path); this contract adds it. */
  topUpCountries: route({
    method: 'GET',
    path: 'topup/GetCountries',
    response: array(TopUpCountryStruct),
    auth: 'anonymous',
  }),
  vat: route({
    method: 'GET',
    path: 'topup/getVat',
    query: VatQueryStruct,
    /** A fraction: 0.125 is 12.5%. */
    response: number(),
    auth: 'anonymous',
  }),
  presetTopUps: route({
    method: 'GET',
    path: 'topup/GetPresetTopups',
    query: PresetTopUpsQueryStruct,
    response: array(TopUpPresetStruct),
    auth: 'anonymous',
  }),
  phoneProviders: route({
    method: 'GET',
    path: 'topup/GetPhoneProviders',
    response: array(PhoneProviderStruct),
    auth: 'anonymous',
  }),
  validateMsisdn: route({
    method: 'GET',
    path: 'topup/ValidateMSISDN',
    query: ValidateMsisdnQueryStruct,
    response: MsisdnValidationStruct,
    auth: 'anonymous',
  }),
  postTopUp: route({
    method: 'POST',
    path: 'Topup/PostTopupTransaction',
    body: TopUpSubmissionStruct,
    response: TransactionResultStruct,
    auth: 'anonymous',
    idempotent: true,
  }),

  // activity
  filteredTransactions: route({
    method: 'POST',
    path: 'transaction/filtered',
    body: ActivityFilterRequestStruct,
    response: PagedTransactionsStruct,
    auth: 'user',
  }),
  /** Not in the spec's table ("export URLs that are passed in"); this contract names them. */
  exportTransactionsExcel: route({
    method: 'POST',
    path: 'transaction/export/excel',
    body: ActivityFilterRequestStruct,
    response: FILE_RESPONSE,
    auth: 'user',
  }),
  exportTransactionsCsv: route({
    method: 'POST',
    path: 'transaction/export/csv',
    body: ActivityFilterRequestStruct,
    response: FILE_RESPONSE,
    auth: 'user',
  }),
  monthlyStats: route({
    method: 'GET',
    path: 'transaction/getmonthlystats',
    response: array(MonthlyStatStruct),
    auth: 'user',
  }),

  // account
  phoneList: route({
    method: 'GET',
    path: 'customers/getphonelist',
    response: array(PhoneStruct),
    wrapped: true,
    auth: 'user',
  }),
  addPhone: route({
    method: 'POST',
    path: 'customers/addphone',
    body: AddPhoneRequestStruct,
    response: NoData,
    auth: 'user',
  }),
  primaryPhone: route({
    method: 'POST',
    path: 'customers/primaryphone',
    query: PhoneActionQueryStruct,
    response: NoData,
    auth: 'user',
  }),
  deactivatePhone: route({
    method: 'POST',
    path: 'customers/deactivatephone',
    query: PhoneActionQueryStruct,
    response: NoData,
    auth: 'user',
  }),
  cardList: route({
    method: 'GET',
    path: 'customers/getcardlist',
    response: array(SavedCardStruct),
    wrapped: true,
    auth: 'user',
  }),
  primaryCard: route({
    method: 'POST',
    path: 'customers/primarycard',
    query: PrimaryCardQueryStruct,
    response: NoData,
    auth: 'user',
  }),
  addCard: route({
    method: 'POST',
    path: 'customers/addcard',
    body: AddCardRequestStruct,
    /**
     * The card is proved before it is kept: a zero-amount 3-D Secure authorisation whose form
     * (`htmlForm`) the app shows in an iframe; `orderId` names the verification. The result page
     * posts `cardAdded` or `cardFailed` to the app (apps/web/src/lib/resultFrame.ts).
     */
    response: TransactionResultStruct,
    auth: 'user',
  }),
  updateCard: route({
    method: 'POST',
    path: 'customers/updatecard',
    body: UpdateCardRequestStruct,
    response: NoData,
    auth: 'user',
  }),
  removeCard: route({
    method: 'POST',
    path: 'customers/removecard',
    body: RemoveCardRequestStruct,
    response: NoData,
    auth: 'user',
  }),
  updateProfile: route({
    method: 'POST',
    path: 'Customers/update',
    body: UpdateProfileRequestStruct,
    response: UserDetailsStruct,
    wrapped: true,
    auth: 'user',
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InferOr<S, Fallback> = S extends Struct<infer T, infer _> ? T : Fallback;

/** Path parameters of a route (`undefined` when it has none; likewise query and body). */
export type RouteParams<N extends RouteName> = Routes[N] extends { params: infer S }
  ? InferOr<S, never>
  : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer S }
  ? InferOr<S, never>
  : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer S }
  ? InferOr<S, never>
  : undefined;
/** The data a successful call yields (already unwrapped from `data.data`), or a file. */
export type RouteData<N extends RouteName> = Routes[N]['response'] extends typeof FILE_RESPONSE
  ? DownloadedFile
  : InferOr<Routes[N]['response'], never>;

/** A downloaded file with the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  blob: Blob;
}

/** Fills `{name}` segments of a route's path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
