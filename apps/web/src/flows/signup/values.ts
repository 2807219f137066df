/** The sign-up form's fields and values: their order, their forms as checked and as sent. */
import {
  digitsOnly,
  formatSignupPhone,
  type RegistrationRequest,
  type SignupField,
  type SignupValues,
} from '@yo/domain';
import type { SignupState } from './state';

/** The text fields of the form (the two boxes and the country have their own events). */
export type SignupTextField =
  'mobNum' | 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPwd' | 'referral';

/** The fields in the order of the form and of 5.4's checks (country first on screen). */
export const SIGNUP_FIELDS_ON_SCREEN: readonly SignupField[] = [
  'countryId',
  'mobNum',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPwd',
  'referral',
  'isChecked',
];

/** The values as they are checked and sent: the email without surrounding spaces. */
export function checkedValues(values: SignupValues): SignupValues {
  return { ...values, email: values.email.trim() };
}

/**
 * The mobile number after a country is chosen: it starts with the country's code (5.4). A number
 * typed under the old code keeps its digits after the code; one that does not start with the old
 * code is left as typed.
 */
export function phoneForCountry(mobNum: string, oldCode: string, newCode: string): string {
  const digits = digitsOnly(mobNum);
  if (digits === '' || digits === oldCode) return formatSignupPhone(newCode);
  if (oldCode !== '' && digits.startsWith(oldCode)) {
    return formatSignupPhone(newCode + digits.slice(oldCode.length));
  }
  return formatSignupPhone(digits);
}

/** The registration payload (section 3) from a valid form. */
export function registrationRequest(values: SignupValues): RegistrationRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: digitsOnly(values.mobNum),
    countryId: values.countryId,
    password: values.password,
    referralCode: values.referral.trim(),
    receivePromotions: values.receivePromo,
  };
}

/** The error summary's entries in the order of the form, linked to each field's control. */
export function summaryEntries(state: SignupState, idOf: (field: SignupField) => string) {
  return SIGNUP_FIELDS_ON_SCREEN.flatMap((field) => {
    const message = state.summary[field];
    return message ? [{ id: idOf(field), message }] : [];
  });
}
