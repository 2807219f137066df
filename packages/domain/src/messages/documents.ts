/** 2.2 The footer's links to the legal documents: every public page shows them. */
export const documentLinkText = {
  termsAndConditions: 'Terms and Conditions',
  privacyPolicy: 'Privacy Policy',
} as const;
