import { OTP_DEFAULT_TIMEOUT_SECONDS, PRODUCT_NAME } from '@yo/domain';

const codeMinutes = OTP_DEFAULT_TIMEOUT_SECONDS / 60;

const codeReasons = {
  login: `to log in to ${PRODUCT_NAME}`,
  registration: `to finish signing up for ${PRODUCT_NAME}`,
  'phone-add': `to add a mobile number to your ${PRODUCT_NAME} account`,
  'passkey-add': `to add a passkey to your ${PRODUCT_NAME} account`,
} as const;

/**
 * The mail and SMS the API sends. Their wording is the server's own (the spec shows none); it
 * lives here beside the other server texts until @yo/domain takes them.
 */
export const notifications = {
  codeEmail(code: string, purpose: keyof typeof codeReasons) {
    return {
      subject: `Your ${PRODUCT_NAME} verification code`,
      body: [
        `Your ${PRODUCT_NAME} verification code is ${code}.`,
        '',
        `Use it ${codeReasons[purpose]}. It expires in ${codeMinutes} minutes and works once.`,
        'If you did not ask for this code, you can ignore this email; nobody can use it without your password.',
      ].join('\n'),
    };
  },
  codeSms(code: string) {
    return `${code} is your ${PRODUCT_NAME} verification code. It expires in ${codeMinutes} minutes.`;
  },
  resetEmail(link: string, minutes: number) {
    return {
      subject: `Reset your ${PRODUCT_NAME} password`,
      body: [
        `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
        '',
        `Choose a new password here: ${link}`,
        '',
        `The link works once and expires in ${minutes} minutes.`,
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    };
  },
  /** To an account's owner while someone is guessing its password (modules/auth/login-guard.ts). */
  loginAttemptsEmail() {
    return {
      subject: `Failed logins to your ${PRODUCT_NAME} account`,
      body: [
        `Someone has been trying to log in to your ${PRODUCT_NAME} account with wrong passwords.`,
        '',
        'Your account is safe: a login still needs your password and a code sent to you, and for now it also asks for a captcha.',
        'If it was not you, choose a strong password that you use nowhere else (Forgot Password on the login page).',
      ].join('\n'),
    };
  },
  contactEmail(message: string, email: string, mobile: string) {
    return [message, '', `Email: ${email}`, `Mobile: ${mobile === '' ? 'not given' : mobile}`].join(
      '\n',
    );
  },
} as const;
