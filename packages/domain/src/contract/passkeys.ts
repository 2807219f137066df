/**
 * Passkeys (issue #34): the WebAuthn ceremonies' requests and answers. The options and the
 * authenticator's responses are the WebAuthn JSON forms (base64url strings), as
 * @simplewebauthn/browser produces and takes them; the server checks them in full.
 */
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  optional,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Uuid } from './envelope.js';

/** A passkey on the account, as the account page lists it. */
export const PasskeyStruct = type({
  id: Uuid,
  name: string(),
  /** ISO 8601. */
  createdAt: string(),
  lastUsedAt: nullable(string()),
  /** Synced to the customer's other devices (a multi-device passkey). */
  backedUp: boolean(),
});
export type Passkey = Infer<typeof PasskeyStruct>;

/** The fresh code check before adding a passkey: by SMS to the primary mobile, or by email. */
export const PasskeyCodeRequestStruct = type({ channel: enums(['sms', 'email']) });
export type PasskeyCodeRequest = Infer<typeof PasskeyCodeRequestStruct>;

/** The options handed to the browser's WebAuthn call (PublicKeyCredential*OptionsJSON). */
export const PasskeyOptionsStruct = type({ challenge: string(), rpId: optional(string()) });
export type PasskeyOptions = Infer<typeof PasskeyOptionsStruct> & Record<string, unknown>;

/** Options to sign in; `offered` is false when the pending customer has no passkey. */
export const PasskeySignInOptionsStruct = type({
  offered: boolean(),
  options: PasskeyOptionsStruct,
});
export type PasskeySignInOptions = Infer<typeof PasskeySignInOptionsStruct>;

const Base64Url = string();
const CredentialBase = {
  id: Base64Url,
  rawId: Base64Url,
  type: literal('public-key'),
  clientExtensionResults: optional(type({})),
  authenticatorAttachment: optional(nullable(string())),
};

/** RegistrationResponseJSON. */
export const PasskeyRegistrationResponseStruct = type({
  ...CredentialBase,
  response: type({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    transports: optional(array(string())),
  }),
});

export const PasskeyRegistrationRequestStruct = type({
  /** The customer's name for it; empty takes the device's. */
  name: size(string(), 0, 200),
  response: PasskeyRegistrationResponseStruct,
});
export type PasskeyRegistrationRequest = Infer<typeof PasskeyRegistrationRequestStruct>;

/** AuthenticationResponseJSON. */
export const PasskeyAuthenticationResponseStruct = type({
  ...CredentialBase,
  response: type({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: optional(nullable(Base64Url)),
  }),
});

export const PasskeySignInRequestStruct = type({ response: PasskeyAuthenticationResponseStruct });
export type PasskeySignInRequest = Infer<typeof PasskeySignInRequestStruct>;

export const RemovePasskeyRequestStruct = type({ id: Uuid });
export type RemovePasskeyRequest = Infer<typeof RemovePasskeyRequestStruct>;
