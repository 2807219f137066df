import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CHALLENGE_PASSWORD,
  cardBehaviour,
  maskPan,
  type AuthenticationStatus,
  type CardBrand,
  type TestCard,
} from './cards.js';
import { RESPONSE_MESSAGES, TRANSACTION_TYPE, type IsoResponseCode } from './iso-codes.js';
import { redirectDataPage } from './pages.js';

/** Transactions kept; the oldest are forgotten past this many (a simulator, not a ledger). */
const CAPACITY = 20_000;

/** How long an SpiToken (and the 3-D Secure session behind it) lives, as at PowerTranz. */
export const SPI_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export interface PowerTranzCredentials {
  powerTranzId: string;
  powerTranzPassword: string;
}

export interface PowerTranzError {
  Code: string;
  Message: string;
}

export interface ThreeDSecureResult {
  Eci: string;
  Cavv?: string;
  /** The same value as `Cavv`, under the name some PowerTranz integrations read. */
  CavvValue?: string;
  Xid?: string;
  AuthenticationStatus?: AuthenticationStatus;
  ProtocolVersion?: string;
  FingerprintIndicator?: 'Y' | 'N' | 'U';
  DsTransId?: string;
  ResponseCode: string;
  CardholderInfo?: string;
}

/** The response body of every endpoint, PowerTranz's field names and casing. */
export interface PowerTranzResponse {
  TransactionType: number;
  Approved: boolean;
  TransactionIdentifier: string;
  OriginalTrxnIdentifier?: string;
  TotalAmount: number;
  CurrencyCode: string;
  CardBrand?: string;
  IsoResponseCode: string;
  ResponseMessage: string;
  AuthorizationCode?: string;
  RRN?: string;
  CvvResponseCode?: string;
  PanToken?: string;
  RiskManagement?: { ThreeDSecure: ThreeDSecureResult };
  OrderIdentifier?: string;
  RedirectData?: string;
  SpiToken?: string;
  Errors?: PowerTranzError[];
}

/** The card's behaviour without its number: all the store keeps. */
type CardProfile = Omit<TestCard, 'pan' | 'publishedPan'>;

interface StoredCard {
  profile: CardProfile;
  maskedPan: string;
  brand: CardBrand;
  /** YYMM. */
  expiration: string;
}

interface Authentication {
  result: ThreeDSecureResult;
  isoResponseCode: '3D0' | '3D1';
  message: string;
}

type Kind = 'auth' | 'sale' | 'tokenize';

interface GatewayTransaction {
  transactionIdentifier: string;
  kind: Kind;
  /** Keyed hash of the request (never the request: it holds the card number). */
  requestDigest: string;
  orderIdentifier: string;
  amountCents: number;
  currencyCode: string;
  card: StoredCard;
  merchantResponseUrl: string | null;
  /** `Tokenize: true` on an SPI sale or auth: an approved completion answers a PanToken. */
  tokenize: boolean;
  createdAt: number;
  response: PowerTranzResponse;
  spiToken: string | null;
  acsTransId: string | null;
  threeDSServerTransId: string;
  fingerprintIndicator: 'Y' | 'N' | 'U';
  challengeShown: boolean;
  authentication: Authentication | null;
  payment: PowerTranzResponse | null;
  capture: PowerTranzResponse | null;
  voided: PowerTranzResponse | null;
  authorisedCents: number;
  capturedCents: number;
  refundedCents: number;
}

/** What the sandbox shows about a transaction: masked, nothing a card thief could use. */
export interface TransactionSummary {
  transactionIdentifier: string;
  orderIdentifier: string;
  kind: Kind;
  maskedPan: string;
  brand: CardBrand;
  testCase: string;
  amount: number;
  currencyCode: string;
  createdAt: string;
  authenticationStatus: AuthenticationStatus | null;
  paymentResponseCode: string | null;
  approved: boolean;
  captured: number;
  refunded: number;
  voided: boolean;
}

/** One step of the ACS leg, for the routes to render. */
export type AcsStep =
  | { kind: 'unknown' }
  | {
      kind: 'challenge';
      acsTransId: string;
      brand: CardBrand;
      maskedPan: string;
      amount: string;
      currency: string;
    }
  | { kind: 'respond'; merchantResponseUrl: string; response: PowerTranzResponse; message: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PowerTranz (ASP.NET) reads JSON names without regard to case: `transactionIdentifier` works too. */
function field(object: Json | undefined, name: string): unknown {
  if (!object) return undefined;
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : object[key];
}

function objectField(object: Json | undefined, name: string): Json | undefined {
  const value = field(object, name);
  return isObject(value) ? value : undefined;
}

function stringField(object: Json | undefined, name: string): string | undefined {
  const value = field(object, name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A decimal amount with at most 2 places, as integer cents; null when it is not one. */
function toCents(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 || cents > 99_999_999_99) return null;
  return cents;
}

function fromCents(cents: number): number {
  return cents / 100;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function digits(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String(randomInt(10));
  return text;
}

function errorsResponse(
  transactionType: number,
  transactionIdentifier: string,
  iso: IsoResponseCode,
  errors: PowerTranzError[],
): PowerTranzResponse {
  return {
    TransactionType: transactionType,
    Approved: false,
    TransactionIdentifier: transactionIdentifier,
    TotalAmount: 0,
    CurrencyCode: '',
    IsoResponseCode: iso,
    ResponseMessage: errors.map((error) => error.Message).join('; ') || RESPONSE_MESSAGES[iso],
    Errors: errors,
  };
}

/** The last moment a YYMM card expiry is valid: the end of that month, UTC. */
function expiryEnd(expiration: string): number {
  const year = 2000 + Number(expiration.slice(0, 2));
  const month = Number(expiration.slice(2, 4));
  return Date.UTC(year, month, 1) - 1;
}

function eciFor(brand: CardBrand, status: AuthenticationStatus | 'not-enrolled'): string {
  if (brand === 'Visa') return status === 'Y' ? '05' : status === 'A' ? '06' : '07';
  return status === 'Y' ? '02' : status === 'A' ? '01' : '00';
}

const AUTHENTICATION_MESSAGES: Record<AuthenticationStatus, string> = {
  Y: 'Authenticated',
  A: 'Authentication attempted',
  N: 'Not authenticated',
  R: 'Authentication rejected by the issuer',
  U: 'Authentication could not be performed',
};

export interface PowerTranzGatewayOptions {
  credentials: PowerTranzCredentials;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  clock: () => number;
  /**
   * A JSON file that keeps the PanTokens across restarts, as the real gateway does (a merchant's
   * saved cards outlive a process). It holds what a token stands for: the test card's behaviour,
   * brand, expiry and masked number (first 6, last 4), never the number. Unset: memory only.
   */
  panTokenFile?: string;
}

/**
 * The card gateway's state and rules, without HTTP: the SPI sale/auth with 3-D Secure 2, the ACS,
 * payment completion, capture, refund, void and tokenisation. Every operation runs synchronously
 * from lookup to store, so concurrent requests with one TransactionIdentifier cannot both charge.
 */
export class PowerTranzGateway {
  readonly #credentials: PowerTranzCredentials;
  readonly #clock: () => number;
  /** Per-process key for request digests, so a digest cannot be matched to a card offline. */
  readonly #digestKey = randomBytes(32);
  readonly #transactions = new Map<string, GatewayTransaction>();
  readonly #bySpiToken = new Map<string, GatewayTransaction>();
  readonly #byAcsTransId = new Map<string, GatewayTransaction>();
  readonly #byServerTransId = new Map<string, GatewayTransaction>();
  readonly #panTokens = new Map<string, StoredCard>();

  readonly #panTokenFile: string | null;

  constructor(options: PowerTranzGatewayOptions) {
    this.#credentials = options.credentials;
    this.#clock = options.clock;
    this.#panTokenFile = options.panTokenFile ?? null;
    for (const [token, card] of readPanTokens(this.#panTokenFile)) this.#panTokens.set(token, card);
  }

  #keepPanToken(panToken: string, card: StoredCard): void {
    this.#panTokens.set(panToken, card);
    if (this.#panTokenFile === null) return;
    const file = this.#panTokenFile;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(
      temporary,
      JSON.stringify({ version: 1, tokens: Object.fromEntries(this.#panTokens) }),
      { mode: 0o600 },
    );
    fs.renameSync(temporary, file);
  }

  checkCredentials(powerTranzId: string | undefined, password: string | undefined): boolean {
    const same = (given: string | undefined, expected: string) => {
      if (given === undefined) return false;
      const a = Buffer.from(given);
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    };
    // Both compared every time, so the answer's timing does not tell which one was wrong.
    const idMatches = same(powerTranzId, this.#credentials.powerTranzId);
    const passwordMatches = same(password, this.#credentials.powerTranzPassword);
    return idMatches && passwordMatches;
  }

  /** Keeps the newest CAPACITY transactions, so a long local run cannot grow without bound. */
  #store(transaction: GatewayTransaction): void {
    this.#transactions.set(transaction.transactionIdentifier.toLowerCase(), transaction);
    if (this.#transactions.size <= CAPACITY) return;
    const [oldestKey, oldest] = this.#transactions.entries().next().value ?? [];
    if (oldestKey === undefined || oldest === undefined) return;
    this.#transactions.delete(oldestKey);
    if (oldest.spiToken !== null) this.#bySpiToken.delete(oldest.spiToken);
    if (oldest.acsTransId !== null) this.#byAcsTransId.delete(oldest.acsTransId);
    this.#byServerTransId.delete(oldest.threeDSServerTransId);
  }

  #digest(kind: Kind, body: unknown): string {
    return createHmac('sha256', this.#digestKey)
      .update(`${kind}\n${canonicalJson(body)}`)
      .digest('hex');
  }

  /**
   * The idempotency rule: a known TransactionIdentifier answers its first response when the
   * request is the same, and is refused when it is not.
   */
  #replay(kind: Kind, body: Json, transactionType: number): PowerTranzResponse | null {
    const transactionIdentifier = stringField(body, 'TransactionIdentifier') ?? '';
    const existing = this.#transactions.get(transactionIdentifier.toLowerCase());
    if (!existing) return null;
    if (existing.kind === kind && existing.requestDigest === this.#digest(kind, body)) {
      return existing.response;
    }
    return errorsResponse(transactionType, transactionIdentifier, '94', [
      {
        Code: '94',
        Message: 'TransactionIdentifier has already been used for a different request',
      },
    ]);
  }

  /** Source.CardPan… or Source.Token (a PanToken from tokenisation). */
  #readCard(source: Json | undefined, errors: PowerTranzError[]): StoredCard | 'invalid' | null {
    const token = stringField(source, 'Token');
    if (token !== undefined) {
      const stored = this.#panTokens.get(token);
      if (!stored) errors.push({ Code: 'Source.Token', Message: 'Unknown PanToken' });
      // The CVV is typed again with a token; a token holds none.
      const tokenCvv = stringField(source, 'CardCvv');
      if (tokenCvv !== undefined && !/^\d{3,4}$/.test(tokenCvv)) {
        errors.push({ Code: 'Source.CardCvv', Message: 'CardCvv must be 3 or 4 digits' });
      }
      return errors.length > 0 ? null : (stored ?? null);
    }
    const pan = (stringField(source, 'CardPan') ?? '').replace(/[\s-]/g, '');
    const cvv = stringField(source, 'CardCvv');
    const expiration = stringField(source, 'CardExpiration') ?? '';
    const name = stringField(source, 'CardholderName');
    if (pan === '') errors.push({ Code: 'Source.CardPan', Message: 'CardPan is required' });
    if (cvv !== undefined && !/^\d{3,4}$/.test(cvv)) {
      errors.push({ Code: 'Source.CardCvv', Message: 'CardCvv must be 3 or 4 digits' });
    }
    if (!/^\d{2}(0[1-9]|1[0-2])$/.test(expiration)) {
      errors.push({ Code: 'Source.CardExpiration', Message: 'CardExpiration must be YYMM' });
    }
    if (name !== undefined && name.length > 45) {
      errors.push({ Code: 'Source.CardholderName', Message: 'CardholderName is too long' });
    }
    if (errors.length > 0) return null;
    const behaviour = cardBehaviour(pan);
    if (!behaviour) return 'invalid';
    const { pan: _pan, publishedPan: _published, ...profile } = behaviour;
    return { profile, maskedPan: maskPan(pan), brand: behaviour.brand, expiration };
  }

  /** `POST /api/spi/sale` and `/api/spi/auth`. */
  startSpi(kind: 'auth' | 'sale', body: unknown, acsBaseUrl: string): PowerTranzResponse {
    const transactionType = TRANSACTION_TYPE[kind];
    if (!isObject(body)) {
      return errorsResponse(transactionType, '', '30', [
        { Code: 'Body', Message: 'The request body must be a JSON object' },
      ]);
    }
    const replay = this.#replay(kind, body, transactionType);
    if (replay) return replay;

    const errors: PowerTranzError[] = [];
    const transactionIdentifier = stringField(body, 'TransactionIdentifier') ?? '';
    if (!GUID.test(transactionIdentifier)) {
      errors.push({
        Code: 'TransactionIdentifier',
        Message: 'TransactionIdentifier must be a GUID',
      });
    }
    const amountCents = toCents(field(body, 'TotalAmount'));
    // A zero-amount auth verifies a card (account verification); a sale charges something.
    if (amountCents === null || (amountCents === 0 && kind === 'sale')) {
      errors.push({
        Code: 'TotalAmount',
        Message:
          kind === 'sale'
            ? 'TotalAmount must be a positive decimal with at most 2 places'
            : 'TotalAmount must be a decimal of 0 or more with at most 2 places',
      });
    }
    const currencyCode = stringField(body, 'CurrencyCode') ?? '';
    if (currencyCode !== '780') {
      errors.push({
        Code: 'CurrencyCode',
        Message: 'This merchant account accepts only 780 (TTD)',
      });
    }
    if (field(body, 'ThreeDSecure') !== true) {
      errors.push({
        Code: 'ThreeDSecure',
        Message: 'SPI without a hosted page requires ThreeDSecure true',
      });
    }
    const orderIdentifier = stringField(body, 'OrderIdentifier') ?? '';
    if (orderIdentifier === '' || orderIdentifier.length > 255) {
      errors.push({ Code: 'OrderIdentifier', Message: 'OrderIdentifier is required' });
    }
    const extended = objectField(body, 'ExtendedData');
    const merchantResponseUrl =
      stringField(extended, 'MerchantResponseUrl') ??
      stringField(objectField(extended, 'ThreeDSecure'), 'MerchantResponseUrl') ??
      '';
    if (!/^https?:\/\/\S+$/i.test(merchantResponseUrl)) {
      errors.push({
        Code: 'ExtendedData.MerchantResponseUrl',
        Message: 'MerchantResponseUrl must be an http(s) URL',
      });
    }
    const card = this.#readCard(objectField(body, 'Source'), errors);
    if (errors.length > 0)
      return errorsResponse(transactionType, transactionIdentifier, '30', errors);
    if (card === null) throw new Error('unreachable: a card without errors');

    const base: PowerTranzResponse = {
      TransactionType: transactionType,
      Approved: false,
      TransactionIdentifier: transactionIdentifier,
      TotalAmount: fromCents(amountCents ?? 0),
      CurrencyCode: currencyCode,
      IsoResponseCode: '',
      ResponseMessage: '',
      OrderIdentifier: orderIdentifier,
    };
    const now = this.#clock();
    const record = (response: PowerTranzResponse, stored: StoredCard, spi: boolean) => {
      const transaction: GatewayTransaction = {
        transactionIdentifier,
        kind,
        requestDigest: this.#digest(kind, body),
        orderIdentifier,
        amountCents: amountCents ?? 0,
        currencyCode,
        card: stored,
        merchantResponseUrl,
        tokenize: field(body, 'Tokenize') === true,
        createdAt: now,
        response,
        spiToken: spi ? (response.SpiToken ?? null) : null,
        acsTransId: null,
        threeDSServerTransId: randomUUID(),
        fingerprintIndicator: 'U',
        challengeShown: false,
        authentication: null,
        payment: null,
        capture: null,
        voided: null,
        authorisedCents: 0,
        capturedCents: 0,
        refundedCents: 0,
      };
      this.#store(transaction);
      return transaction;
    };

    if (card === 'invalid') {
      // Stored with a placeholder card so a retry gets the same answer; no number is kept.
      const response = { ...base, IsoResponseCode: '14', ResponseMessage: RESPONSE_MESSAGES['14'] };
      record(response, invalidCard, false);
      return response;
    }
    base.CardBrand = card.brand;
    if (expiryEnd(card.expiration) < now) {
      const response = { ...base, IsoResponseCode: '54', ResponseMessage: RESPONSE_MESSAGES['54'] };
      record(response, card, false);
      return response;
    }

    const spiToken = `${randomBytes(24).toString('base64url')}-yosandbox`;
    const acsTransId = randomUUID();
    const response: PowerTranzResponse = {
      ...base,
      IsoResponseCode: 'SP4',
      ResponseMessage: RESPONSE_MESSAGES.SP4,
      SpiToken: spiToken,
    };
    const transaction = record(response, card, true);
    transaction.acsTransId = acsTransId;
    response.RedirectData = this.#redirectData(transaction, acsBaseUrl);
    this.#bySpiToken.set(spiToken, transaction);
    this.#byAcsTransId.set(acsTransId, transaction);
    this.#byServerTransId.set(transaction.threeDSServerTransId, transaction);
    return response;
  }

  #redirectData(transaction: GatewayTransaction, acsBaseUrl: string): string {
    const methodData = transaction.card.profile.fingerprint
      ? Buffer.from(
          JSON.stringify({ threeDSServerTransID: transaction.threeDSServerTransId }),
        ).toString('base64url')
      : null;
    return redirectDataPage({
      acsBaseUrl,
      acsTransId: transaction.acsTransId ?? '',
      methodData,
    });
  }

  #expired(transaction: GatewayTransaction): boolean {
    return this.#clock() > transaction.createdAt + SPI_TOKEN_LIFETIME_MS;
  }

  /** The 3DS method step reached the ACS: the device was fingerprinted. */
  methodCompleted(methodData: string): void {
    try {
      const decoded = JSON.parse(Buffer.from(methodData, 'base64url').toString('utf8')) as unknown;
      const serverTransId = isObject(decoded) ? decoded.threeDSServerTransID : undefined;
      const transaction =
        typeof serverTransId === 'string' ? this.#byServerTransId.get(serverTransId) : undefined;
      if (transaction) transaction.fingerprintIndicator = 'Y';
    } catch {
      // A malformed method post is ignored, as an ACS would.
    }
  }

  #finishAuthentication(
    transaction: GatewayTransaction,
    status: AuthenticationStatus | 'not-enrolled',
    message?: string,
  ): void {
    const brand = transaction.card.brand;
    if (status === 'not-enrolled') {
      transaction.authentication = {
        isoResponseCode: '3D1',
        message: RESPONSE_MESSAGES['3D1'],
        result: { Eci: eciFor(brand, 'not-enrolled'), ResponseCode: '3D1' },
      };
      return;
    }
    const cavv = status === 'Y' || status === 'A' ? randomBytes(20).toString('base64') : undefined;
    transaction.authentication = {
      isoResponseCode: '3D0',
      message:
        message ??
        (status === 'Y' || status === 'A'
          ? RESPONSE_MESSAGES['3D0']
          : `3DS complete: ${AUTHENTICATION_MESSAGES[status]}`),
      result: {
        Eci: eciFor(brand, status),
        ...(cavv ? { Cavv: cavv, CavvValue: cavv } : {}),
        Xid: transaction.threeDSServerTransId,
        AuthenticationStatus: status,
        ProtocolVersion: '2.2.0',
        FingerprintIndicator: transaction.fingerprintIndicator,
        DsTransId: randomUUID(),
        ResponseCode: '3D0',
        ...(status === 'R' || status === 'U'
          ? { CardholderInfo: 'Your bank could not verify this payment. Please contact your bank.' }
          : {}),
      },
    };
  }

  #respond(transaction: GatewayTransaction): AcsStep {
    const authentication = transaction.authentication;
    if (!authentication) throw new Error('unreachable: responding before authentication');
    const response: PowerTranzResponse = {
      TransactionType: TRANSACTION_TYPE[transaction.kind === 'auth' ? 'auth' : 'sale'],
      Approved: false,
      TransactionIdentifier: transaction.transactionIdentifier,
      TotalAmount: fromCents(transaction.amountCents),
      CurrencyCode: transaction.currencyCode,
      CardBrand: transaction.card.brand,
      IsoResponseCode: authentication.isoResponseCode,
      ResponseMessage: authentication.message,
      RiskManagement: { ThreeDSecure: authentication.result },
      OrderIdentifier: transaction.orderIdentifier,
      SpiToken: transaction.spiToken ?? '',
    };
    const status = authentication.result.AuthenticationStatus;
    const message =
      status === 'Y' || status === 'A' || authentication.isoResponseCode === '3D1'
        ? 'Card check complete.'
        : 'Your bank did not confirm this payment.';
    return {
      kind: 'respond',
      merchantResponseUrl: transaction.merchantResponseUrl ?? '',
      response,
      message,
    };
  }

  /** The browser reached the ACS (after the method step, if any). */
  authenticate(acsTransId: string, completionIndicator: string | undefined): AcsStep {
    const transaction = this.#byAcsTransId.get(acsTransId);
    if (!transaction) return { kind: 'unknown' };
    if (transaction.authentication) return this.#respond(transaction);
    if (this.#expired(transaction)) {
      this.#finishAuthentication(transaction, 'U', '3DS authentication timed out');
      return this.#respond(transaction);
    }
    if (transaction.card.profile.fingerprint && transaction.fingerprintIndicator !== 'Y') {
      transaction.fingerprintIndicator = completionIndicator === 'N' ? 'N' : 'U';
    }
    const behaviour = transaction.card.profile.threeDSecure;
    if (behaviour.flow === 'not-enrolled') {
      this.#finishAuthentication(transaction, 'not-enrolled');
      return this.#respond(transaction);
    }
    if (behaviour.flow === 'frictionless') {
      this.#finishAuthentication(transaction, behaviour.status);
      return this.#respond(transaction);
    }
    transaction.challengeShown = true;
    return {
      kind: 'challenge',
      acsTransId,
      brand: transaction.card.brand,
      maskedPan: transaction.card.maskedPan,
      amount: fromCents(transaction.amountCents).toFixed(2),
      currency: transaction.currencyCode === '780' ? 'TTD' : transaction.currencyCode,
    };
  }

  /** The cardholder answered the challenge, or pressed Cancel. */
  challenge(acsTransId: string, action: 'submit' | 'cancel', password: string): AcsStep {
    const transaction = this.#byAcsTransId.get(acsTransId);
    if (!transaction || !transaction.challengeShown) return { kind: 'unknown' };
    if (transaction.authentication) return this.#respond(transaction);
    const behaviour = transaction.card.profile.threeDSecure;
    if (behaviour.flow !== 'challenge') return { kind: 'unknown' };
    if (this.#expired(transaction)) {
      this.#finishAuthentication(transaction, 'U', '3DS authentication timed out');
    } else if (action === 'cancel') {
      this.#finishAuthentication(transaction, 'N', '3DS complete: cancelled by the cardholder');
    } else if (password === CHALLENGE_PASSWORD) {
      this.#finishAuthentication(transaction, behaviour.onCorrectPassword);
    } else {
      this.#finishAuthentication(transaction, 'N', '3DS complete: wrong one-time password');
    }
    return this.#respond(transaction);
  }

  /** `POST /api/spi/payment`: the body is the SpiToken. */
  completePayment(spiToken: string): PowerTranzResponse {
    const transaction = this.#bySpiToken.get(spiToken);
    if (!transaction) {
      return errorsResponse(TRANSACTION_TYPE.sale, '', '12', [
        { Code: 'SpiToken', Message: 'Unknown SpiToken' },
      ]);
    }
    if (transaction.payment) return transaction.payment;
    const transactionType = TRANSACTION_TYPE[transaction.kind === 'auth' ? 'auth' : 'sale'];
    const base: PowerTranzResponse = {
      TransactionType: transactionType,
      Approved: false,
      TransactionIdentifier: transaction.transactionIdentifier,
      TotalAmount: fromCents(transaction.amountCents),
      CurrencyCode: transaction.currencyCode,
      CardBrand: transaction.card.brand,
      IsoResponseCode: '',
      ResponseMessage: '',
      OrderIdentifier: transaction.orderIdentifier,
    };
    if (this.#expired(transaction)) {
      return {
        ...base,
        IsoResponseCode: '12',
        ResponseMessage: 'SpiToken has expired',
        Errors: [{ Code: 'SpiToken', Message: 'Payment must be completed within 5 minutes' }],
      };
    }
    const authentication = transaction.authentication;
    if (!authentication) {
      return {
        ...base,
        IsoResponseCode: '12',
        ResponseMessage: '3-D Secure authentication is not complete',
        Errors: [{ Code: 'SpiToken', Message: '3-D Secure authentication is not complete' }],
      };
    }
    const status = authentication.result.AuthenticationStatus;
    let payment: PowerTranzResponse;
    if (status === 'N' || status === 'R') {
      // PowerTranz declines completion of a failed authentication by default.
      payment = {
        ...base,
        IsoResponseCode: '12',
        ResponseMessage: 'Invalid transaction: 3-D Secure authentication failed',
      };
    } else {
      const decision = transaction.card.profile.issuer;
      const rrn = digits(12);
      if (decision === '00') {
        payment = {
          ...base,
          Approved: true,
          AuthorizationCode: `${randomInt(100000, 1000000)}`,
          RRN: rrn,
          CvvResponseCode: 'M',
          IsoResponseCode: '00',
          ResponseMessage: RESPONSE_MESSAGES['00'],
        };
        transaction.authorisedCents = transaction.amountCents;
        if (transaction.kind === 'sale') transaction.capturedCents = transaction.amountCents;
        if (transaction.tokenize) {
          // As PowerTranz does with Tokenize: the approved card comes back as a reusable token.
          const panToken = randomBytes(24).toString('base64url');
          this.#keepPanToken(panToken, transaction.card);
          payment.PanToken = panToken;
        }
      } else {
        payment = {
          ...base,
          RRN: rrn,
          CvvResponseCode: decision === 'N7' ? 'N' : 'M',
          IsoResponseCode: decision,
          ResponseMessage: RESPONSE_MESSAGES[decision],
        };
      }
    }
    transaction.payment = payment;
    return payment;
  }

  #original(
    body: unknown,
    transactionType: number,
  ): { transaction: GatewayTransaction; body: Json } | { error: PowerTranzResponse } {
    if (!isObject(body)) {
      return {
        error: errorsResponse(transactionType, '', '30', [
          { Code: 'Body', Message: 'The request body must be a JSON object' },
        ]),
      };
    }
    const transactionIdentifier = stringField(body, 'TransactionIdentifier') ?? '';
    const transaction = this.#transactions.get(transactionIdentifier.toLowerCase());
    if (!transaction || transaction.kind === 'tokenize') {
      return {
        error: errorsResponse(transactionType, transactionIdentifier, '12', [
          {
            Code: 'TransactionIdentifier',
            Message: 'No transaction with this TransactionIdentifier',
          },
        ]),
      };
    }
    return { transaction, body };
  }

  #followUp(
    transaction: GatewayTransaction,
    transactionType: number,
    amountCents: number,
    iso: IsoResponseCode,
    message?: string,
  ): PowerTranzResponse {
    return {
      TransactionType: transactionType,
      Approved: iso === '00',
      TransactionIdentifier: transaction.transactionIdentifier,
      OriginalTrxnIdentifier: transaction.transactionIdentifier,
      TotalAmount: fromCents(amountCents),
      CurrencyCode: transaction.currencyCode,
      CardBrand: transaction.card.brand,
      IsoResponseCode: iso,
      ResponseMessage: message ?? RESPONSE_MESSAGES[iso],
      ...(iso === '00' ? { RRN: digits(12) } : {}),
      OrderIdentifier: transaction.orderIdentifier,
    };
  }

  /** `POST /api/capture`: settles an approved auth. */
  capture(body: unknown): PowerTranzResponse {
    const found = this.#original(body, TRANSACTION_TYPE.capture);
    if ('error' in found) return found.error;
    const { transaction } = found;
    if (transaction.capture) return transaction.capture;
    const amountCents = toCents(field(found.body, 'TotalAmount')) ?? transaction.authorisedCents;
    const type = TRANSACTION_TYPE.capture;
    if (transaction.kind !== 'auth' || transaction.authorisedCents === 0 || transaction.voided) {
      return this.#followUp(transaction, type, amountCents, '12', 'Nothing authorised to capture');
    }
    if (amountCents === 0 || amountCents > transaction.authorisedCents) {
      return this.#followUp(transaction, type, amountCents, '13');
    }
    transaction.capturedCents = amountCents;
    transaction.capture = this.#followUp(transaction, type, amountCents, '00');
    return transaction.capture;
  }

  /**
   * `POST /api/refund` with `Refund: true`: returns captured money, in one or several parts, never
   * more than was captured; so a repeated full refund is refused rather than paid twice.
   */
  refund(body: unknown): PowerTranzResponse {
    const type = TRANSACTION_TYPE.refund;
    const found = this.#original(body, type);
    if ('error' in found) return found.error;
    const { transaction } = found;
    if (field(found.body, 'Refund') !== true) {
      return errorsResponse(type, transaction.transactionIdentifier, '30', [
        { Code: 'Refund', Message: 'Refund must be true' },
      ]);
    }
    const amountCents = toCents(field(found.body, 'TotalAmount'));
    if (amountCents === null || amountCents === 0) {
      return errorsResponse(type, transaction.transactionIdentifier, '30', [
        { Code: 'TotalAmount', Message: 'TotalAmount must be a positive decimal' },
      ]);
    }
    if (transaction.voided || transaction.capturedCents === 0) {
      return this.#followUp(transaction, type, amountCents, '12', 'Nothing captured to refund');
    }
    if (amountCents > transaction.capturedCents - transaction.refundedCents) {
      return this.#followUp(
        transaction,
        type,
        amountCents,
        '13',
        'Refund exceeds the amount not yet refunded',
      );
    }
    transaction.refundedCents += amountCents;
    return this.#followUp(transaction, type, amountCents, '00');
  }

  /** `POST /api/void`: cancels an approved auth or sale that has not been refunded. */
  void(body: unknown): PowerTranzResponse {
    const type = TRANSACTION_TYPE.void;
    const found = this.#original(body, type);
    if ('error' in found) return found.error;
    const { transaction } = found;
    if (transaction.voided) return transaction.voided;
    if (transaction.authorisedCents === 0 || transaction.refundedCents > 0) {
      return this.#followUp(transaction, type, transaction.amountCents, '12', 'Nothing to void');
    }
    transaction.voided = this.#followUp(transaction, type, transaction.amountCents, '00');
    transaction.capturedCents = 0;
    return transaction.voided;
  }

  /** `POST /api/riskmgmt` with `Tokenize: true`: a PanToken usable as `Source.Token`. */
  tokenize(body: unknown): PowerTranzResponse {
    const type = TRANSACTION_TYPE.riskManagement;
    if (!isObject(body)) {
      return errorsResponse(type, '', '30', [
        { Code: 'Body', Message: 'The request body must be a JSON object' },
      ]);
    }
    const replay = this.#replay('tokenize', body, type);
    if (replay) return replay;
    const errors: PowerTranzError[] = [];
    const transactionIdentifier = stringField(body, 'TransactionIdentifier') ?? '';
    if (!GUID.test(transactionIdentifier)) {
      errors.push({
        Code: 'TransactionIdentifier',
        Message: 'TransactionIdentifier must be a GUID',
      });
    }
    if (field(body, 'Tokenize') !== true) {
      errors.push({
        Code: 'Tokenize',
        Message: 'The sandbox supports RiskMgmt only with Tokenize true',
      });
    }
    const card = this.#readCard(objectField(body, 'Source'), errors);
    if (errors.length > 0) return errorsResponse(type, transactionIdentifier, '30', errors);
    const currencyCode = stringField(body, 'CurrencyCode') ?? '780';
    const orderIdentifier = stringField(body, 'OrderIdentifier') ?? '';
    const base = {
      TransactionType: type,
      TransactionIdentifier: transactionIdentifier,
      TotalAmount: 0,
      CurrencyCode: currencyCode,
      OrderIdentifier: orderIdentifier,
    };
    let response: PowerTranzResponse;
    let stored: StoredCard;
    if (card === 'invalid' || card === null) {
      stored = invalidCard;
      response = {
        ...base,
        Approved: false,
        IsoResponseCode: '14',
        ResponseMessage: RESPONSE_MESSAGES['14'],
      };
    } else if (expiryEnd(card.expiration) < this.#clock()) {
      stored = card;
      response = {
        ...base,
        Approved: false,
        CardBrand: card.brand,
        IsoResponseCode: '54',
        ResponseMessage: RESPONSE_MESSAGES['54'],
      };
    } else {
      stored = card;
      const panToken = randomBytes(24).toString('base64url');
      this.#keepPanToken(panToken, card);
      response = {
        ...base,
        Approved: true,
        CardBrand: card.brand,
        IsoResponseCode: 'TK0',
        ResponseMessage: RESPONSE_MESSAGES.TK0,
        PanToken: panToken,
      };
    }
    this.#store({
      transactionIdentifier,
      kind: 'tokenize',
      requestDigest: this.#digest('tokenize', body),
      orderIdentifier,
      amountCents: 0,
      currencyCode,
      card: stored,
      merchantResponseUrl: null,
      tokenize: true,
      createdAt: this.#clock(),
      response,
      spiToken: null,
      acsTransId: null,
      threeDSServerTransId: randomUUID(),
      fingerprintIndicator: 'U',
      challengeShown: false,
      authentication: null,
      payment: null,
      capture: null,
      voided: null,
      authorisedCents: 0,
      capturedCents: 0,
      refundedCents: 0,
    });
    return response;
  }

  /** Every transaction, newest first, masked. */
  transactions(): TransactionSummary[] {
    return [...this.#transactions.values()].reverse().map((transaction) => ({
      transactionIdentifier: transaction.transactionIdentifier,
      orderIdentifier: transaction.orderIdentifier,
      kind: transaction.kind,
      maskedPan: transaction.card.maskedPan,
      brand: transaction.card.brand,
      testCase: transaction.card.profile.testCase,
      amount: fromCents(transaction.amountCents),
      currencyCode: transaction.currencyCode,
      createdAt: new Date(transaction.createdAt).toISOString(),
      authenticationStatus: transaction.authentication?.result.AuthenticationStatus ?? null,
      paymentResponseCode: transaction.payment?.IsoResponseCode ?? null,
      approved: transaction.payment?.Approved ?? false,
      captured: fromCents(transaction.capturedCents),
      refunded: fromCents(transaction.refundedCents),
      voided: transaction.voided !== null,
    }));
  }
}

/** Stands in for a number that is not a card, so nothing of it is kept. */
const invalidCard: StoredCard = {
  profile: {
    testCase: 'invalid',
    brand: 'Visa',
    threeDSecure: { flow: 'not-enrolled' },
    fingerprint: false,
    issuer: '14',
    description: 'Not a card number',
    origin: 'Yo sandbox',
  },
  maskedPan: '',
  brand: 'Visa',
  expiration: '',
};

/** The PanTokens a file kept (see `panTokenFile`); a missing or unreadable file keeps none. */
function readPanTokens(file: string | null): Array<[string, StoredCard]> {
  if (file === null || !fs.existsSync(file)) return [];
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const tokens = isObject(parsed) && isObject(parsed.tokens) ? parsed.tokens : {};
    return Object.entries(tokens).filter((entry): entry is [string, StoredCard] => {
      const card = entry[1];
      return (
        isObject(card) &&
        isObject(card.profile) &&
        (card.brand === 'Visa' || card.brand === 'MasterCard') &&
        typeof card.expiration === 'string' &&
        typeof card.maskedPan === 'string' &&
        !/\d{7,}/.test(card.maskedPan)
      );
    });
  } catch {
    return [];
  }
}
