/** 5.4 Signup, checked in the spec's order. */
import {
  NAME_MAX_LENGTH,
  NO_COUNTRY_ID,
  PASSWORD_MIN_LENGTH,
  PHONE_PREFIX,
  SIGNUP_MOBILE_DIGITS,
} from '../constants.js';
import { formatSignupPhone, digitsOnly } from '../formats.js';
import { signupMessages } from '../messages.js';
import {
  NAME_PATTERN,
  defineForm,
  field,
  isFilled,
  matches,
  maxLength,
  optionally,
  stripSpaces,
  type Check,
} from './core.js';
import { isValidEmail } from './email.js';

/** Signup form state (section 3). */
export interface SignupValues {
  mobNum: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPwd: string;
  referral: string;
  isChecked: boolean;
  countryId: number;
  receivePromo: boolean;
}
export type SignupField =
  | 'mobNum'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmPwd'
  | 'referral'
  | 'isChecked'
  | 'countryId';

export interface SignupContext {
  /** The chosen country's phone code, for the example in the mobile message (default 1868). */
  phoneCode?: string;
}

/** The example number of the mobile message: the country code then sample digits, masked. */
export function signupPhoneExample(phoneCode: string = PHONE_PREFIX): string {
  const digits = (digitsOnly(phoneCode) + '5551234567').slice(0, SIGNUP_MOBILE_DIGITS);
  return formatSignupPhone(digits);
}

/** At least 8 characters with upper, lower, digit and one of `specials`; spaces are stripped. */
export function passwordCheck(specials: RegExp, message: string): Check {
  return [
    (text) => {
      const password = stripSpaces(text);
      return (
        password.length >= PASSWORD_MIN_LENGTH &&
        /[A-Z]/.test(password) &&
        /[a-z]/.test(password) &&
        /\d/.test(password) &&
        specials.test(password)
      );
    },
    message,
  ];
}
/** Signup's special set: #?!@$%^&*- */
export const SIGNUP_PASSWORD_SPECIALS = /[#?!@$%^&*-]/;

function nameChecks(empty: string, invalid: string): Check[] {
  return [
    [isFilled, empty],
    [matches(NAME_PATTERN), invalid],
    [maxLength(NAME_MAX_LENGTH), invalid],
  ];
}

const signupForm = defineForm<SignupValues, SignupField, SignupContext>((values, context) => ({
  mobNum: field('mobNum', [
    [
      (text) => digitsOnly(text).length === SIGNUP_MOBILE_DIGITS,
      signupMessages.mobileDigits(signupPhoneExample(context.phoneCode)),
    ],
  ]),
  firstName: field(
    'firstName',
    nameChecks(signupMessages.firstNameEmpty, signupMessages.firstNameInvalid),
  ),
  lastName: field(
    'lastName',
    nameChecks(signupMessages.lastNameEmpty, signupMessages.lastNameInvalid),
  ),
  email: field('email', [[isValidEmail, signupMessages.emailInvalid]]),
  password: field('password', [
    passwordCheck(SIGNUP_PASSWORD_SPECIALS, signupMessages.passwordRule),
  ]),
  confirmPwd: field('confirmPwd', [
    [
      (text) => stripSpaces(text) === stripSpaces(values.password ?? ''),
      signupMessages.passwordMismatch,
    ],
  ]),
  referral: field('referral', [
    [optionally(matches(/^[A-Za-z0-9 -]+$/)), signupMessages.referralInvalid],
  ]),
  isChecked: field('isChecked', [[(text) => text === 'true', signupMessages.termsRequired]]),
  countryId: field('countryId', [
    [(text) => text !== '' && Number(text) !== NO_COUNTRY_ID, signupMessages.countryRequired],
  ]),
}));

export function validateSignupField(
  name: SignupField,
  values: Partial<SignupValues>,
  context: SignupContext = {},
) {
  return signupForm.field(name, values, context);
}
export function validateSignup(values: Partial<SignupValues>, context: SignupContext = {}) {
  return signupForm.validate(values, context);
}
