/**
 * Texts of outcomes only the server knows (the spec shows them as "the server msg" without
 * wording them). They belong in @yo/domain's messages.ts beside the spec's texts; until the
 * domain package has them, they are gathered here and nowhere else.
 */
export const serverMessages = {
  invalidRequest: (detail: string) => `The request is invalid: ${detail}`,
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request must be sent as application/json.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  invalidAppCredentials: 'The application credentials are not valid.',
  invalidCredentials: 'The email or password is incorrect.',
  codeIncorrect: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  codeNotFound: 'This verification code is no longer valid. Please request a new code.',
  codeSendLimit: 'Too many codes were requested. Please try again later.',
  phoneNotVerified: 'Please verify your mobile number with the code we sent first.',
  emailTaken: 'An account with this email address already exists.',
  phoneTaken: 'This mobile number is already registered to an account.',
  registered: 'Registration successful.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  phoneAddNeedsSms: 'A new mobile number is verified by a code sent to it by SMS.',
  loggedOut: 'You have been logged out.',
  phoneNotFound: 'This mobile number was not found on your account.',
  phoneAlreadyOnAccount: 'This mobile number is already on your account.',
  documentNotFound: 'The requested document was not found.',
} as const;
