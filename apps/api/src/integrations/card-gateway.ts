import type { Cents } from '@yo/domain';

/**
 * How the API takes card payments: a sale with 3-D Secure that the cardholder's browser finishes
 * (`RedirectData` in an iframe), then completion, and refunds. The adapter behind it speaks
 * PowerTranz's SPI protocol over HTTP.
 */
export interface CardGateway {
  /** Starts a 3-D Secure sale; nothing is charged until `completePayment`. */
  startSale(sale: SaleRequest): Promise<SaleStart>;
  /** Completes an authenticated sale with its SpiToken; repeats answer the first result. */
  completePayment(spiToken: string): Promise<PaymentOutcome>;
  refund(refund: { transactionIdentifier: string; amount: Cents }): Promise<RefundOutcome>;
  /** Reads the form field(s) the ACS page posts to the merchant response URL. */
  readAuthentication(form: Record<string, string | undefined>): AuthenticationResult | null;
}

export interface SaleCard {
  number: string;
  cvv: string;
  /** MMYY, as the forms store it. */
  expiry: string;
  holderName: string;
}

/** A saved card: the gateway's PanToken and the CVV typed again (never stored). */
export interface TokenCard {
  token: string;
  cvv: string;
}

export interface SaleAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode?: string | null;
  countryCode: string;
  email?: string | null;
  phone?: string | null;
}

export interface SaleRequest {
  /**
   * 'sale' charges; 'auth' only authorises (with amount 0, it proves a card before it is saved).
   * A sale unless told.
   */
  kind?: 'sale' | 'auth';
  /** Our key of the sale at the gateway (a UUID): the same identifier never charges twice. */
  transactionIdentifier: string;
  orderIdentifier: string;
  amount: Cents;
  card: SaleCard | TokenCard;
  /** Ask the gateway for a PanToken of the card, answered by an approved completion. */
  tokenize?: boolean;
  billingAddress: SaleAddress | null;
  /** Where the ACS page posts its result (in the cardholder's browser). */
  merchantResponseUrl: string;
}

export type SaleStart =
  | {
      kind: 'authenticate';
      /** HTML document to show in an iframe. */
      redirectData: string;
      spiToken: string;
      expiresAt: Date;
    }
  | { kind: 'declined'; isoResponseCode: string; message: string };

export interface AuthenticationResult {
  transactionIdentifier: string;
  orderIdentifier: string | null;
  /** 3D0 when 3-D Secure ran, 3D1 when the card is not enrolled. */
  responseCode: string;
  /** Y, A, N, R, U; null when it did not run. */
  status: string | null;
  eci: string | null;
  dsTransId: string | null;
  message: string;
}

export interface PaymentOutcome {
  approved: boolean;
  isoResponseCode: string;
  message: string;
  authorizationCode: string | null;
  rrn: string | null;
  /** The card's PanToken, when the sale or auth asked for one and was approved. */
  panToken: string | null;
}

export interface RefundOutcome {
  approved: boolean;
  isoResponseCode: string;
  message: string;
}

/** The gateway could not be reached or answered something that is not its protocol. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}
