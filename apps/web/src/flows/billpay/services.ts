import {
  ACCOUNT_ACTIVE,
  SERVICE_IDS,
  billPayMessages,
  errorMessages,
  parseAmount,
  payeeChargesFee,
  toDecimalString,
  type Provider,
  type SavedCard,
} from '@yo/domain';
import { api } from '../../app/api';
import type { PaymentDetailsForm } from '../../state/quickpay';
import { paymentPostOutcome } from '../payment/duplicate';
import { appPaymentResultServices, type PaymentResultServices } from '../payment/services';
import type { BillPayCommand, BillPayLoad, DetailsCheckOutcome, SubmitOutcome } from './state';

type PostPayment = Extract<BillPayCommand, { type: 'postPayment' }>;

/** Everything bill pay does outside itself: the app's API below, fakes in tests. */
export interface BillPayServices extends PaymentResultServices {
  /** The service status, the payees and the charities (spec 2.7). */
  load: () => Promise<BillPayLoad>;
  /** customers/getcardlist (customers only); an empty list when it fails. */
  savedCards: () => Promise<SavedCard[]>;
  /** Step 0's server checks: the account (ACTIVE, name on account), then the fee's total. */
  checkDetails: (
    details: PaymentDetailsForm,
    provider: Provider | undefined,
  ) => Promise<DetailsCheckOutcome>;
  postPayment: (command: PostPayment) => Promise<SubmitOutcome>;
}

export const appBillPayServices: BillPayServices = {
  async load() {
    const [status, providers, charities] = await Promise.all([
      api.call('serviceStatus', { query: { serviceId: SERVICE_IDS.billPay } }),
      api.call('providers'),
      api.call('charities'),
    ]);
    if (!status.ok) return { kind: 'unavailable' };
    if (!status.data.isActive) return { kind: 'inactive', status: status.data };
    // The spec: a failed or empty payee list shows the generic error panel.
    if (!providers.ok || providers.data.length === 0) return { kind: 'error' };
    // Data-fetch errors are swallowed (spec 8): no charities, no donation section.
    return {
      kind: 'ready',
      providers: providers.data,
      charities: charities.ok ? charities.data : [],
    };
  },
  async savedCards() {
    const result = await api.call('cardList');
    return result.ok ? result.data : [];
  },
  async checkDetails(details, provider) {
    const amount = parseAmount(details.amount);
    const providerId = details.providerId;
    if (amount === undefined || providerId === null) {
      return { ok: false, field: null, message: errorMessages.somethingWentWrong };
    }
    const account = await api.call('validateAccount', {
      query: {
        providerId,
        accountNumber: details.accountNumber.trim(),
        amount: Number(toDecimalString(amount)),
      },
    });
    if (!account.ok || account.data.status !== ACCOUNT_ACTIVE) {
      if (!account.ok && account.reason !== 'refused') {
        return { ok: false, field: null, message: account.msg };
      }
      const data = account.data as { field?: unknown } | undefined;
      const field = data?.field === 'amount' ? 'amount' : 'accountNumber';
      return { ok: false, field, message: account.msg || billPayMessages.accountNumberInvalid };
    }
    let serverTotal = null;
    let customerCardRate = provider?.customerCardRate ?? 0;
    if (payeeChargesFee(provider)) {
      const total = await api.call('customerPaymentAmount', {
        query: { billpayAmount: Number(toDecimalString(amount)), merchantId: providerId },
      });
      const cents = total.ok ? parseAmount(total.data.customerPaymentAmt) : undefined;
      if (!total.ok || cents === undefined) {
        return { ok: false, field: null, message: errorMessages.feeCalculationFailed };
      }
      serverTotal = cents;
      customerCardRate = total.data.customerCardRate;
    }
    return {
      ok: true,
      accountHolderName: account.data.nameonaccount ?? '',
      serverTotal,
      customerCardRate,
    };
  },
  async postPayment({ body, submissionId }) {
    return paymentPostOutcome(await api.call('postBillPay', { body }, { submissionId }));
  },
  ...appPaymentResultServices,
};
