import { TOAST_LONG_MS } from '@yo/domain';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../app/api';
import { completeSignIn } from '../../app/session';
import { notify } from '../../app/toasts';
import type { SignupServices } from './registration';

/** Sign-up's calls on the app's one client; every call runs on the anonymous token (4.5). */
export const appSignupServices: SignupServices = {
  countries: () => api.call('signupCountries'),
  sendEmailCode: (body) => api.call('sendEmailVerifyCode', { body }),
  sendSmsCode: (body) => api.call('sendSmsVerifyCode', { body }),
  verifyCode: (body) => api.call('verifyPhone', { body }),
  register: (body) => api.call('register', { body }),
  completeSignIn,
  navigate: (path) => navigate(path, { replace: true }),
  notifyError: (message) => notify('error', message, TOAST_LONG_MS),
};
