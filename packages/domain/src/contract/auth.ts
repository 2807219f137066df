/** Requests of the auth calls (section 7: users/*). */
import { Uuid } from './envelope.js';
import { boolean, integer, object, optional, string, type Infer } from 'superstruct';

/** users/authenticate and users/authenticateAPI: `username` is the email (or the app's id). */
export const LoginRequestStruct = object({ username: string(), password: string() });
export type LoginRequest = Infer<typeof LoginRequestStruct>;
/**
 * users/authenticate: `captcha` is the solved ALTCHA payload, sent once the server has asked for
 * it (serverMessages.loginCaptchaRequired, or a 429) because the account is being guessed at.
 */
export const UserLoginRequestStruct = object({
  username: string(),
  password: string(),
  captcha: optional(string()),
});
export type UserLoginRequest = Infer<typeof UserLoginRequestStruct>;

export const RegistrationRequestStruct = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: string(),
  /** 0 = not chosen. */
  countryId: integer(),
  password: string(),
  referralCode: string(),
  receivePromotions: boolean(),
});
export type RegistrationRequest = Infer<typeof RegistrationRequestStruct>;

export const SendEmailVerifyCodeRequestStruct = object({ Email: string(), Phone: string() });
export type SendEmailVerifyCodeRequest = Infer<typeof SendEmailVerifyCodeRequestStruct>;

/** `email` and `phone` are added on resend. */
export const SendSmsVerifyCodeRequestStruct = object({
  Phone: string(),
  isVerify: boolean(),
  email: optional(string()),
  phone: optional(string()),
});
export type SendSmsVerifyCodeRequest = Infer<typeof SendSmsVerifyCodeRequestStruct>;

export const OtpVerifyRequestStruct = object({
  phone: string(),
  tempVerificationCodeId: Uuid,
  /** 6 digits. */
  sMSCode: string(),
});
export type OtpVerifyRequest = Infer<typeof OtpVerifyRequestStruct>;

export const SendResetPasswordEmailQueryStruct = object({ email: string() });
export type SendResetPasswordEmailQuery = Infer<typeof SendResetPasswordEmailQueryStruct>;

/** `ValidString` is the `ref` from the reset link. */
export const ResetPasswordRequestStruct = object({ ValidString: string(), Password: string() });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequestStruct>;
