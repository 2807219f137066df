/** 5.12 Account profile and phones. */
import {
  ACCOUNT_MOBILE_MAX_DIGITS,
  ACCOUNT_MOBILE_MIN_DIGITS,
  NAME_MAX_LENGTH,
} from '../constants.js';
import { digitsOnly } from '../formats.js';
import { accountMessages } from '../messages.js';
import { NAME_PATTERN, defineForm, field, isFilled, matches, maxLength } from './core.js';

export interface ProfileValues {
  firstName: string;
  lastName: string;
}
export type ProfileField = keyof ProfileValues;

const profileForm = defineForm<ProfileValues, ProfileField>(() => ({
  firstName: field('firstName', [
    [isFilled, accountMessages.firstNameEmpty],
    [matches(NAME_PATTERN), accountMessages.firstNameInvalid],
    [maxLength(NAME_MAX_LENGTH), accountMessages.firstNameInvalid],
  ]),
  lastName: field('lastName', [
    [isFilled, accountMessages.lastNameEmpty],
    [matches(NAME_PATTERN), accountMessages.lastNameInvalid],
    [maxLength(NAME_MAX_LENGTH), accountMessages.lastNameInvalid],
  ]),
}));

export function validateProfileField(name: ProfileField, values: Partial<ProfileValues>) {
  return profileForm.field(name, values, undefined);
}
export function validateProfile(values: Partial<ProfileValues>) {
  return profileForm.validate(values, undefined);
}

export interface AccountPhoneValues {
  phoneNumber: string;
}
export type AccountPhoneField = keyof AccountPhoneValues;

const accountPhoneForm = defineForm<AccountPhoneValues, AccountPhoneField>(() => ({
  phoneNumber: field('phoneNumber', [
    [
      (text) => {
        const count = digitsOnly(text).length;
        return count >= ACCOUNT_MOBILE_MIN_DIGITS && count <= ACCOUNT_MOBILE_MAX_DIGITS;
      },
      accountMessages.mobileDigits,
    ],
  ]),
}));

export function validateAccountPhoneField(
  name: AccountPhoneField,
  values: Partial<AccountPhoneValues>,
) {
  return accountPhoneForm.field(name, values, undefined);
}
export function validateAccountPhone(values: Partial<AccountPhoneValues>) {
  return accountPhoneForm.validate(values, undefined);
}

interface PhoneFlags {
  customerPhoneId: number;
  isPrimary: boolean;
  isActive?: boolean;
}

/** The primary number cannot be removed. */
export function validateRemovePhone(phone: PhoneFlags): string | undefined {
  return phone.isPrimary ? accountMessages.cannotRemovePrimary : undefined;
}

/** Unsetting the primary flag is refused when the phone is primary or no primary exists. */
export function validateUnsetPrimaryPhone(
  phone: PhoneFlags,
  phones: readonly PhoneFlags[],
): string | undefined {
  const hasPrimary = phones.some(
    (candidate) => candidate.isPrimary && candidate.isActive !== false,
  );
  return phone.isPrimary || !hasPrimary ? accountMessages.cannotUnsetPrimary : undefined;
}
