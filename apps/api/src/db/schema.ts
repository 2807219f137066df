import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Settings the running service keeps for itself, such as its token-signing key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryId: integer('country_id').notNull(),
    referralCode: text('referral_code'),
    receivePromotions: boolean('receive_promotions').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique whatever their case: the check the spec asks for lives in the database.
  (t) => [uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`)],
);

export const customerPhones = pgTable(
  'customer_phones',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Digits only, country code included (18687001234). */
    phoneNumber: text('phone_number').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A number belongs to at most one account while it is active.
    uniqueIndex('customer_phones_active_number_unique')
      .on(t.phoneNumber)
      .where(sql`${t.isActive}`),
    // One primary phone per customer.
    uniqueIndex('customer_phones_one_primary')
      .on(t.customerId)
      .where(sql`${t.isActive} and ${t.isPrimary}`),
    index('customer_phones_customer').on(t.customerId),
  ],
);

/** Every issued token names a session here; revoking the row revokes the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['anonymous', 'otp-pending', 'user'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/** One-time codes sent by email or SMS; only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['login', 'registration', 'phone-add'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Where the code went: a lower-case email or a phone's digits. */
    recipient: text('recipient').notNull(),
    /** The phone the code vouches for (digits); registration and phone-add bind it. */
    phone: text('phone').notNull(),
    /** The email the code vouches for, when it was sent by email. */
    email: text('email'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The token session that asked: only that session may use the code. */
    sessionId: uuid('session_id').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the code is used up: verified and acted upon, replaced, or tried too often. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_recipient').on(t.recipient, t.createdAt),
    index('verification_codes_session').on(t.sessionId, t.purpose),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash)],
);

/** Mail and SMS waiting to be delivered; a worker sends them and retries with backoff. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile'),
  createdAt: createdAt(),
});

/** Countries offered at signup, with their phone codes. */
export const signupCountries = pgTable('signup_countries', {
  countryId: integer('country_id').primaryKey(),
  description: text('description').notNull(),
  phoneCode: text('phone_code').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Billing-address countries by ISO 3166 numeric code. */
export const addressCountries = pgTable('address_countries', {
  isoCode: integer('iso_code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const countryStates = pgTable(
  'country_states',
  {
    countryIsoCode: integer('country_iso_code')
      .notNull()
      .references(() => addressCountries.isoCode),
    alphaCode: text('alpha_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('country_states_code').on(t.countryIsoCode, t.alphaCode)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    pageName: text('page_name').notNull(),
    /** HTML shown in the banner carousel. */
    message: text('message').notNull(),
    closeable: boolean('closeable').notNull(),
    audience: text('audience', { enum: ['everyone', 'guests', 'registered'] })
      .notNull()
      .default('everyone'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('banners_page').on(t.pageName)],
);

/** Whether bill pay and top-up take payments; switched by updating a row, without a deploy. */
export const serviceStatuses = pgTable('service_statuses', {
  serviceId: text('service_id').primaryKey(),
  isActive: boolean('is_active').notNull(),
  statusTitle: text('status_title').notNull(),
  statusMessage: text('status_message').notNull(),
  messageType: text('message_type').notNull(),
});

/** Files served by `GET document/{fileId}`. */
export const documents = pgTable('documents', {
  fileId: text('file_id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
