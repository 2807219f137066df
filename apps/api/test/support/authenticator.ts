/**
 * A software WebAuthn authenticator for the API tests: an ES256 key pair from node:crypto,
 * attestation 'none', authenticator data with its flags and signature counter, client data JSON.
 * It makes the same bytes a browser and a platform authenticator would, so the server's real
 * verification runs on them.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

/** Canonical-enough CBOR for attestation objects and COSE keys (the types they use). */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAGS = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10 };
const ATTESTED_CREDENTIAL = 0x40;

export interface Ceremony {
  origin: string;
  rpId: string;
  /** Leave the user unverified (UV flag off). */
  unverified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  /** The signature counter; a test may set it back to play a cloned key. */
  counter = 0;
  /** The user handle the relying party gave at registration (a discoverable credential). */
  userHandle: string | null = null;

  constructor(readonly backedUp = false) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #flags(unverified: boolean | undefined) {
    const backup = this.backedUp ? FLAGS.backupEligible | FLAGS.backedUp : 0;
    return FLAGS.userPresent | (unverified ? 0 : FLAGS.userVerified) | backup;
  }

  #counterBytes() {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }

  #clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON for the server's options. */
  register(options: { challenge: string; user?: { id: string } }, ceremony: Ceremony) {
    this.userHandle = options.user?.id ?? null;
    this.counter += 1;
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([this.#flags(ceremony.unverified) | ATTESTED_CREDENTIAL]),
      this.#counterBytes(),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(
          this.#clientData('webauthn.create', options.challenge, ceremony.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON signed with the private key. */
  authenticate(options: { challenge: string }, ceremony: Ceremony) {
    this.counter += 1;
    const authenticatorData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([this.#flags(ceremony.unverified)]),
      this.#counterBytes(),
    ]);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, ceremony.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.#privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
