/** 5.5 Reset password: signup's rule with the special set #?!@$%^&*.- on both fields. */
import { resetPasswordMessages } from '../messages.js';
import { defineForm, field, stripSpaces } from './core.js';
import { passwordCheck } from './signup.js';

/** Reset password's special set (5.5): #?!@$%^&*.- */
export const RESET_PASSWORD_SPECIALS = /[#?!@$%^&*.-]/;

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

const resetPasswordForm = defineForm<ResetPasswordValues, ResetPasswordField>((values) => {
  const rule = passwordCheck(RESET_PASSWORD_SPECIALS, resetPasswordMessages.passwordRule);
  return {
    password: field('password', [rule]),
    confirmPassword: field('confirmPassword', [
      rule,
      [
        (text) => stripSpaces(text) === stripSpaces(values.password ?? ''),
        resetPasswordMessages.passwordMismatch,
      ],
    ]),
  };
});

export function validateResetPasswordField(
  name: ResetPasswordField,
  values: Partial<ResetPasswordValues>,
) {
  return resetPasswordForm.field(name, values, undefined);
}
export function validateResetPassword(values: Partial<ResetPasswordValues>) {
  return resetPasswordForm.validate(values, undefined);
}
