/** 5.2 Login and forgot password. */
export const loginMessages = {
  usernameEmpty: '*Username can not be empty.',
  usernameInvalid: 'Invalid email.Please enter a valid email',
  passwordEmpty: 'Password can not be empty.',
  forgotEmailEmpty: 'Email can not be empty.',
  forgotEmailInvalid: 'Invalid email. Please enter a valid email.',
} as const;

/**
 * The server's refusal of a login to an account being guessed at (`serverMessages`' own, its
 * `msg`): the login then asks for the captcha. Kept beside the login's texts, so the app's login
 * recognises it without loading every text only the server sends.
 */
export const LOGIN_CAPTCHA_REQUIRED_MESSAGE =
  'There have been several failed attempts to log in to this account. Please complete the captcha and log in again.';

/** 5.3 OTP. */
export const otpMessages = {
  numbersOnly: 'OTP should be number only.',
  incomplete: 'Please complete the OTP',
} as const;

/** 5.4 Signup. */
export const signupMessages = {
  mobileDigits: (examplePhone: string) =>
    `Your mobile number must be at least 11 digits. E.g ${examplePhone}`,
  firstNameEmpty: 'First Name cannot be empty',
  firstNameInvalid: 'First Name is invalid',
  lastNameEmpty: 'Last Name cannot be empty',
  lastNameInvalid: 'Last Name is invalid',
  emailInvalid:
    'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
  passwordRule:
    'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
  passwordMismatch: 'Your password entries do not match.',
  referralInvalid: 'Invalid Referral Code',
  termsRequired: 'Agree to the terms and conditions.',
  // The spec gives no text of its own for "a country must be selected"; this reuses 5.7's.
  countryRequired: 'Country is required.',
} as const;

/** 5.5 Reset password. */
export const resetPasswordMessages = {
  passwordRule: signupMessages.passwordRule,
  passwordMismatch: 'Password not matched! please try again.',
} as const;
