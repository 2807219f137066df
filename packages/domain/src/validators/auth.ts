/** 5.2 Login and forgot password, 5.3 OTP. */
import { OTP_LENGTH } from '../constants.js';
import { loginMessages, otpMessages } from '../messages.js';
import { defineForm, field, isFilled, stripSpaces } from './core.js';
import { isValidEmail } from './email.js';

export interface LoginValues {
  username: string;
  password: string;
}
export type LoginField = keyof LoginValues;

const loginForm = defineForm<LoginValues, LoginField>(() => ({
  username: field('username', [
    [isFilled, loginMessages.usernameEmpty],
    [isValidEmail, loginMessages.usernameInvalid],
  ]),
  password: field('password', [[(text) => text !== '', loginMessages.passwordEmpty]]),
}));

export function validateLoginField(name: LoginField, values: Partial<LoginValues>) {
  return loginForm.field(name, values, undefined);
}
export function validateLogin(values: Partial<LoginValues>) {
  return loginForm.validate(values, undefined);
}

export interface ForgotPasswordValues {
  email: string;
}
export type ForgotPasswordField = keyof ForgotPasswordValues;

const forgotPasswordForm = defineForm<ForgotPasswordValues, ForgotPasswordField>(() => ({
  email: field('email', [
    [isFilled, loginMessages.forgotEmailEmpty],
    [isValidEmail, loginMessages.forgotEmailInvalid],
  ]),
}));

export function validateForgotPasswordField(
  name: ForgotPasswordField,
  values: Partial<ForgotPasswordValues>,
) {
  return forgotPasswordForm.field(name, values, undefined);
}
export function validateForgotPassword(values: Partial<ForgotPasswordValues>) {
  return forgotPasswordForm.validate(values, undefined);
}

export interface OtpValues {
  /** As typed: spaces (from the six-spaced-digits display) are ignored. */
  code: string;
}
export type OtpField = keyof OtpValues;

const otpForm = defineForm<OtpValues, OtpField>(() => ({
  code: field('code', [
    [(text) => /^\d*$/.test(stripSpaces(text)), otpMessages.numbersOnly],
    [(text) => stripSpaces(text).length === OTP_LENGTH, otpMessages.incomplete],
  ]),
}));

export function validateOtpField(name: OtpField, values: Partial<OtpValues>) {
  return otpForm.field(name, values, undefined);
}
export function validateOtp(values: Partial<OtpValues>) {
  return otpForm.validate(values, undefined);
}
