/** 5.9 The last step of bill pay and top-up: terms and privacy agreement, then the captcha. */
import { consentMessages } from '../messages.js';
import { defineForm, field, isFilled } from './core.js';

export interface ConsentValues {
  /** One checkbox sets both `tac` and `ppolicy`. */
  agreed: boolean;
  /** The v2 captcha's response token. */
  captcha: string;
}
export type ConsentField = keyof ConsentValues;

const consentForm = defineForm<ConsentValues, ConsentField>(() => ({
  agreed: field('agreed', [[(text) => text === 'true', consentMessages.termsRequired]]),
  captcha: field('captcha', [[isFilled, consentMessages.captchaRequired]]),
}));

export function validateConsentField(name: ConsentField, values: Partial<ConsentValues>) {
  return consentForm.field(name, values, undefined);
}
export function validateConsent(values: Partial<ConsentValues>) {
  return consentForm.validate(values, undefined);
}
