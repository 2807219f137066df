/** The sign-up screen's labels and help (the spec's own messages come from @yo/domain). */
export const signupText = {
  lead: 'Create your Yo account to pay bills and top up phones in under 2 minutes.',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  countryHint: 'Choose your country first: the rest of the form opens once it is chosen.',
  countriesFailed: 'We could not load the list of countries.',
  mobile: 'Mobile Number',
  mobileHint: (example: string) => `Starts with your country code, e.g. ${example}`,
  email: 'Email',
  password: 'Password',
  passwordHint:
    'At least 8 characters, with an uppercase and a lowercase letter, a number and one of # ? ! @ $ % ^ & * -',
  showPassword: 'Show password',
  confirmPassword: 'Confirm Password',
  showConfirmPassword: 'Show confirm password',
  referral: 'Referral Code (Optional)',
  promotions: 'Send me promotional emails about Yo offers and news',
  agreeTo: 'I agree to the',
  and: 'and',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  sending: 'Sending your code',
} as const;
