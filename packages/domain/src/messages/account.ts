import { signupMessages } from './auth.js';

/** 5.12 Account profile and phones. */
export const accountMessages = {
  firstNameInvalid: 'First Name is invalid',
  lastNameInvalid: 'Last Name is invalid',
  // "Required" has no text of its own in 5.12; the signup texts (5.4) are used.
  firstNameEmpty: signupMessages.firstNameEmpty,
  lastNameEmpty: signupMessages.lastNameEmpty,
  mobileDigits: 'Mobile Number should be of 11 to 13 digits',
  cannotRemovePrimary:
    'Cannot remove primary mobile number. Please set another mobile number as primary first.',
  cannotUnsetPrimary:
    'Cannot unset primary mobile number. Please set another mobile number as primary first.',
} as const;

/**
 * 2.15 The account page's headings, labels and confirmations. The spec names the dialogs and the
 * card texts (in `screenText`); the rest it leaves unworded, so these are Yo's.
 */
export const accountScreenText = {
  title: 'Account',
  account: 'Account',
  email: 'Email',
  edit: 'Edit',
  phoneNumbers: 'Phone numbers',
  savedCards: 'Saved Cards',
  /** The label of the primary phone and card (2.15); the same text as `screenText.primary`. */
  primary: 'Primary',
  addMobile: 'Add Mobile Number',
  mobileNumber: 'Mobile Number',
  editMobile: 'Edit Mobile Number',
  primaryMobile: 'Primary mobile number',
  removeMobile: 'Remove Mobile Number',
  removeMobileQuestion: 'Are you sure you want to remove this mobile number?',
  makePrimaryMobile: 'Change Primary Mobile Number',
  makePrimaryMobileQuestion: 'Make this number your primary mobile number?',
  remove: 'Remove',
  close: 'Close',
  noPhones: 'No mobile numbers yet.',
  noCards: 'No saved cards yet.',
  nickname: 'Nickname',
  nicknameOptional: 'Nickname (Optional)',
  expires: (mmYY: string) => `Expires ${mmYY}`,
  endingIn: (lastFour: string) => `ending in ${lastFour}`,
  makePrimaryCardQuestion: 'Make this card your primary payment method?',
  agreeToTerms: 'I agree to the Terms and Conditions',
  primaryRequiredNote: 'Your first card is your primary payment method.',
  cardFrameTitle: 'Card authentication',
} as const;
