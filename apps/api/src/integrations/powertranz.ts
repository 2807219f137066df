import { toWireAmount, type Cents } from '@yo/domain';
import {
  GatewayUnavailableError,
  type AuthenticationResult,
  type CardGateway,
  type PaymentOutcome,
  type SaleRequest,
  type SaleStart,
} from './card-gateway.js';
import { requestJson, type JsonAnswer } from './json-http.js';

export interface PowerTranzSettings {
  /** e.g. https://staging.ptranz.com, or the sandbox's …/sandbox/powertranz; read per call. */
  baseUrl: () => string | null;
  powerTranzId: string;
  powerTranzPassword: string;
  /** Milliseconds; PowerTranz answers within seconds. */
  timeoutMs?: number;
}

/** TTD, ISO 4217 numeric. */
const CURRENCY_CODE = '780';
/** An SpiToken lives 5 minutes at PowerTranz. */
const SPI_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

type PowerTranzBody = Record<string, unknown> & {
  Approved?: boolean;
  IsoResponseCode?: string;
  ResponseMessage?: string;
  SpiToken?: string;
  RedirectData?: string;
  AuthorizationCode?: string;
  RRN?: string;
  PanToken?: string;
  Errors?: Array<{ Code?: string; Message?: string }>;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** MMYY (forms) → YYMM (PowerTranz). */
function toYymm(mmyy: string): string {
  const digits = mmyy.replace(/\D/g, '');
  return `${digits.slice(2, 4)}${digits.slice(0, 2)}`;
}

/**
 * PowerTranz SPI over HTTP: `POST /api/spi/sale` (or `/api/spi/auth`) with ThreeDSecure, `POST /api/spi/payment` with
 * the SpiToken, `POST /api/refund`. The same code talks to the sandbox and to PowerTranz staging:
 * only the base URL and credentials differ.
 */
export function createPowerTranzGateway(settings: PowerTranzSettings): CardGateway {
  const timeoutMs = settings.timeoutMs ?? 30_000;

  async function call(
    path: string,
    body: unknown,
    withCredentials: boolean,
  ): Promise<PowerTranzBody> {
    const base = settings.baseUrl();
    if (base === null) throw new GatewayUnavailableError('card gateway address not known yet');
    let response: JsonAnswer;
    try {
      response = await requestJson(`${base.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
          ...(withCredentials
            ? {
                'PowerTranz-PowerTranzId': settings.powerTranzId,
                'PowerTranz-PowerTranzPassword': settings.powerTranzPassword,
              }
            : {}),
        },
        body: JSON.stringify(body),
        timeoutMs,
      });
    } catch (error) {
      throw new GatewayUnavailableError(`card gateway unreachable: ${(error as Error).message}`);
    }
    const answer = response.body as PowerTranzBody | null;
    if (!answer || typeof answer !== 'object') {
      throw new GatewayUnavailableError(`card gateway answered ${response.status} without JSON`);
    }
    if (response.status === 401 || response.status >= 500) {
      throw new GatewayUnavailableError(`card gateway answered ${response.status}`);
    }
    return answer;
  }

  return {
    async startSale(sale: SaleRequest): Promise<SaleStart> {
      const address = sale.billingAddress;
      const card = sale.card;
      const answer = await call(
        `/api/spi/${sale.kind ?? 'sale'}`,
        {
          TransactionIdentifier: sale.transactionIdentifier,
          TotalAmount: toWireAmount(sale.amount),
          CurrencyCode: CURRENCY_CODE,
          ThreeDSecure: true,
          ...(sale.tokenize ? { Tokenize: true } : {}),
          Source:
            'token' in card
              ? { Token: card.token, CardCvv: card.cvv }
              : {
                  CardPan: card.number,
                  CardCvv: card.cvv,
                  CardExpiration: toYymm(card.expiry),
                  CardholderName: card.holderName,
                },
          OrderIdentifier: sale.orderIdentifier,
          ...(address
            ? {
                BillingAddress: {
                  FirstName: address.firstName,
                  LastName: address.lastName,
                  Line1: address.line1,
                  Line2: address.line2 ?? '',
                  City: address.city,
                  State: address.state ?? '',
                  PostalCode: address.postalCode ?? '',
                  CountryCode: address.countryCode,
                  EmailAddress: address.email ?? '',
                  PhoneNumber: address.phone ?? '',
                },
              }
            : {}),
          AddressMatch: false,
          ExtendedData: {
            ThreeDSecure: { ChallengeWindowSize: 4, ChallengeIndicator: '01' },
            MerchantResponseUrl: sale.merchantResponseUrl,
          },
        },
        true,
      );
      const redirectData = text(answer.RedirectData);
      const spiToken = text(answer.SpiToken);
      if (answer.IsoResponseCode === 'SP4' && redirectData && spiToken) {
        return {
          kind: 'authenticate',
          redirectData,
          spiToken,
          expiresAt: new Date(Date.now() + SPI_TOKEN_LIFETIME_MS),
        };
      }
      return {
        kind: 'declined',
        isoResponseCode: text(answer.IsoResponseCode) ?? '30',
        message: text(answer.ResponseMessage) ?? text(answer.Errors?.[0]?.Message) ?? '',
      };
    },

    async completePayment(spiToken: string): Promise<PaymentOutcome> {
      const answer = await call('/api/spi/payment', spiToken, false);
      return {
        approved: answer.Approved === true,
        isoResponseCode: text(answer.IsoResponseCode) ?? '12',
        message: text(answer.ResponseMessage) ?? '',
        authorizationCode: text(answer.AuthorizationCode),
        rrn: text(answer.RRN),
        panToken: answer.Approved === true ? text(answer.PanToken) : null,
      };
    },

    async refund({
      transactionIdentifier,
      amount,
    }: {
      transactionIdentifier: string;
      amount: Cents;
    }) {
      const answer = await call(
        '/api/refund',
        {
          Refund: true,
          TransactionIdentifier: transactionIdentifier,
          TotalAmount: toWireAmount(amount),
          CurrencyCode: CURRENCY_CODE,
        },
        true,
      );
      return {
        approved: answer.Approved === true,
        isoResponseCode: text(answer.IsoResponseCode) ?? '',
        message: text(answer.ResponseMessage) ?? '',
      };
    },

    readAuthentication(form): AuthenticationResult | null {
      const raw = form.Response;
      if (typeof raw !== 'string' || raw.length > 16_384) return null;
      let parsed: PowerTranzBody;
      try {
        parsed = JSON.parse(raw) as PowerTranzBody;
      } catch {
        return null;
      }
      const transactionIdentifier = text(parsed?.TransactionIdentifier);
      if (!transactionIdentifier) return null;
      const threeDS = ((parsed.RiskManagement as Record<string, unknown> | undefined)
        ?.ThreeDSecure ?? {}) as Record<string, unknown>;
      return {
        transactionIdentifier,
        orderIdentifier: text(parsed.OrderIdentifier),
        responseCode: text(parsed.IsoResponseCode) ?? '',
        status: text(threeDS.AuthenticationStatus),
        eci: text(threeDS.Eci),
        dsTransId: text(threeDS.DsTransId),
        message: text(parsed.ResponseMessage) ?? '',
      };
    },
  };
}
