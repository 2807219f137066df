import { SERVICE_IDS, type PhoneProvider, type SavedCard, type TopUpPreset } from '@yo/domain';
import { api } from '../../app/api';
import { paymentPostOutcome } from '../payment/duplicate';
import { appPaymentResultServices, type PaymentResultServices } from '../payment/services';
import type { NumberCheckOutcome, SubmitOutcome, TopUpCommand, TopUpLoad } from './machine';

type PostTopUp = Extract<TopUpCommand, { type: 'postTopUp' }>;

/** Everything top-up does outside itself: the app's API below, fakes in tests. */
export interface TopUpServices extends PaymentResultServices {
  /** The service status, the countries and the carriers (2.8). */
  load: () => Promise<TopUpLoad>;
  /** topup/getVat for the country: a fraction (0.125), or null when it failed. */
  vat: (countryId: number) => Promise<number | null>;
  /** topup/ValidateMSISDN: the carrier, or the server's message. */
  checkNumber: (msisdn: string) => Promise<NumberCheckOutcome>;
  /** topup/GetPresetTopups; an empty list when it fails (spec 8: swallowed). */
  presets: (phoneProviderId: number) => Promise<TopUpPreset[]>;
  /** customers/getcardlist (customers only); an empty list when it fails. */
  savedCards: () => Promise<SavedCard[]>;
  postTopUp: (command: PostTopUp) => Promise<SubmitOutcome>;
}

export const appTopUpServices: TopUpServices = {
  async load() {
    const [status, countries, carriers] = await Promise.all([
      api.call('serviceStatus', { query: { serviceId: SERVICE_IDS.topUp } }),
      api.call('topUpCountries'),
      api.call('phoneProviders'),
    ]);
    if (!status.ok) return { kind: 'unavailable' };
    if (!status.data.isActive) return { kind: 'inactive', status: status.data };
    // Spec 8: an empty (or failed) country list offers a retry and Contact Us.
    if (!countries.ok || countries.data.length === 0) return { kind: 'error' };
    const list: PhoneProvider[] = carriers.ok ? carriers.data : [];
    return { kind: 'ready', countries: countries.data, carriers: list };
  },
  async vat(countryId) {
    const result = await api.call('vat', { query: { countryId } });
    return result.ok ? result.data : null;
  },
  async checkNumber(msisdn) {
    const result = await api.call('validateMsisdn', { query: { msisdn } });
    return result.ok
      ? { ok: true, carrier: result.data.phoneProvider }
      : { ok: false, message: result.msg };
  },
  async presets(phoneProviderId) {
    const result = await api.call('presetTopUps', { query: { phoneProviderId } });
    return result.ok ? result.data : [];
  },
  async savedCards() {
    const result = await api.call('cardList');
    return result.ok ? result.data : [];
  },
  async postTopUp({ body, submissionId }) {
    return paymentPostOutcome(await api.call('postTopUp', { body }, { submissionId }));
  },
  ...appPaymentResultServices,
};
