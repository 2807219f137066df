import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ReferenceCache } from './db/reference-cache.js';
import type { DefineRoute } from './http/routes.js';
import type { VerificationCodes } from './modules/auth/codes.js';
import type { Passwords } from './modules/auth/passwords.js';
import type { Tokens } from './modules/auth/tokens.js';

/** What the capability modules (auth, customers, content) are built from. */
export interface AppContext {
  config: Config;
  db: Database;
  /** Read-mostly tables' answers in memory, read again within a second of any change. */
  reference: ReferenceCache;
  tokens: Tokens;
  passwords: Passwords;
  codes: VerificationCodes;
  define: DefineRoute;
  /** Tells the outbox worker a message was queued, so it is sent now rather than at the next poll. */
  wakeOutbox(): void;
}
