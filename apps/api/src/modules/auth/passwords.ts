import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '../../config.js';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export interface Passwords {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash alike. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<void>;
}

export async function createPasswords(cost: PasswordHashing): Promise<Passwords> {
  const options = { algorithm: ARGON2ID, ...cost };
  const decoy = await hash('decoy password, never matched', options);
  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      await verify(decoy, password).catch(() => false);
    },
  };
}
