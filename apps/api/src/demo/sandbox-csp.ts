import { randomUUID } from 'node:crypto';
import { PowerTranzGateway, SANDBOX_POWERTRANZ_CREDENTIALS, TEST_CARDS } from '@yo/sandbox';

/**
 * The pages the sandbox's card gateway hands the app to put in its 3-D Secure iframe
 * (`RedirectData`, shown by `srcdoc`, so under the app page's own CSP): one per kind of card
 * (with and without the device check), from a throwaway gateway, so their inline scripts can
 * be allowed by hash. Demo only.
 */
export function sandboxFramedPages(): string[] {
  const gateway = new PowerTranzGateway({
    credentials: SANDBOX_POWERTRANZ_CREDENTIALS,
    clock: Date.now,
  });
  const cards = [
    TEST_CARDS.find((card) => card.fingerprint),
    TEST_CARDS.find((card) => !card.fingerprint),
  ];
  return cards.flatMap((card) => {
    if (!card) return [];
    const answer = gateway.startSpi(
      'auth',
      {
        TransactionIdentifier: randomUUID(),
        TotalAmount: 0,
        CurrencyCode: '780',
        ThreeDSecure: true,
        Source: {
          CardPan: card.pan,
          CardCvv: '123',
          CardExpiration: '3012',
          CardholderName: 'Csp Probe',
        },
        OrderIdentifier: 'csp-probe',
        ExtendedData: { MerchantResponseUrl: 'http://localhost/csp-probe' },
      },
      'http://localhost/sandbox/powertranz/acs',
    );
    return answer.RedirectData ? [answer.RedirectData] : [];
  });
}
