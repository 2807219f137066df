import type {
  AddCardRequest,
  AddressCountry,
  CallResult,
  CountryState,
  Phone,
  ProfileValues,
  SavedCard,
  TransactionResult,
  UpdateCardRequest,
  UserDetails,
  VerificationCode,
} from '@yo/domain';
import { api } from '../../app/api';
import { notify } from '../../app/toasts';
import { busyCountAtom } from '../../state/busy';
import { userAtom } from '../../state/session';
import { appStore } from '../../app/store';

/** Everything the account page does outside itself: the app's below, fakes in tests. */
export interface AccountServices {
  customer: () => Promise<CallResult<UserDetails>>;
  phones: () => Promise<CallResult<Phone[]>>;
  cards: () => Promise<CallResult<SavedCard[]>>;
  updateProfile: (values: ProfileValues) => Promise<CallResult<UserDetails>>;
  /** The signed-in record (app bar, prefilled forms) follows a new name. */
  storeUser: (user: UserDetails) => void;
  /** users/sendsmsverifycode on the user token: the server sends a phone-add code. */
  sendPhoneCode: (phone: string) => Promise<CallResult<VerificationCode>>;
  /**
   * The code dialog's other way (by email): the server refuses it for a new number, which only a
   * code sent to it proves, and its message shows in the dialog.
   */
  sendPhoneCodeByEmail: (email: string, phone: string) => Promise<CallResult<VerificationCode>>;
  verifyPhoneCode: (
    code: string,
    sent: { phone: string; tempVerificationCodeId: string },
  ) => Promise<CallResult<unknown>>;
  addPhone: (phone: string) => Promise<CallResult<unknown>>;
  primaryPhone: (phoneId: number, customerId: number) => Promise<CallResult<unknown>>;
  removePhone: (phoneId: number, customerId: number) => Promise<CallResult<unknown>>;
  addCard: (body: AddCardRequest) => Promise<CallResult<TransactionResult>>;
  updateCard: (body: UpdateCardRequest) => Promise<CallResult<unknown>>;
  primaryCard: (id: number, customerId: number) => Promise<CallResult<unknown>>;
  removeCard: (customerCardId: number) => Promise<CallResult<unknown>>;
  countries: () => Promise<CallResult<AddressCountry[]>>;
  states: (countryCode: string) => Promise<CallResult<CountryState[]>>;
  notify: (tone: 'success' | 'error', message: string, timeoutMs: number) => void;
  /** Runs the account's load under the frame's full-screen loader (2.15: the loading overlay). */
  whileLoading: <T>(work: () => Promise<T>) => Promise<T>;
}

export const appAccountServices: AccountServices = {
  customer: () => api.call('customerDetails'),
  phones: () => api.call('phoneList'),
  cards: () => api.call('cardList'),
  updateProfile: (values) => api.call('updateProfile', { body: values }),
  storeUser: (user) => {
    api.session.setUser(user);
    appStore.set(userAtom, user);
  },
  sendPhoneCode: (phone) =>
    api.call('sendSmsVerifyCode', { body: { Phone: phone, isVerify: true } }),
  sendPhoneCodeByEmail: (email, phone) =>
    api.call('sendEmailVerifyCode', { body: { Email: email, Phone: phone } }),
  verifyPhoneCode: (code, sent) =>
    api.call('verifyPhone', {
      body: {
        phone: sent.phone,
        tempVerificationCodeId: sent.tempVerificationCodeId,
        sMSCode: code,
      },
    }),
  addPhone: (phone) =>
    api.call('addPhone', { body: { phoneNumber: phone, isActive: true, isPrimary: false } }),
  primaryPhone: (phoneId, customerId) =>
    api.call('primaryPhone', { query: { phoneId, customerId } }),
  removePhone: (phoneId, customerId) =>
    api.call('deactivatePhone', { query: { phoneId, customerId } }),
  addCard: (body) => api.call('addCard', { body }),
  updateCard: (body) => api.call('updateCard', { body }),
  primaryCard: (id, customerId) => api.call('primaryCard', { query: { id, customerId } }),
  removeCard: (customerCardId) => api.call('removeCard', { body: { customerCardId } }),
  countries: () => api.call('addressCountries'),
  states: (countryCode) => api.call('countryStates', { params: { id: countryCode } }),
  notify: (tone, message, timeoutMs) => {
    notify(tone, message, timeoutMs);
  },
  whileLoading: async (work) => {
    appStore.set(busyCountAtom, (count) => count + 1);
    try {
      return await work();
    } finally {
      appStore.set(busyCountAtom, (count) => Math.max(0, count - 1));
    }
  },
};
