import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
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

/** What the gateway answered a card sale's 3-D Secure and authorisation (bill pay, the card check). */
const gatewayResult = () => ({
  threeDSResponseCode: text('three_ds_response_code'),
  threeDSStatus: text('three_ds_status'),
  eci: text('eci'),
  dsTransId: text('ds_trans_id'),
  isoResponseCode: text('iso_response_code'),
  authorizationCode: text('authorization_code'),
  rrn: text('rrn'),
});

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
    purpose: text('purpose', {
      enum: ['login', 'registration', 'phone-add', 'passkey-add'],
    }).notNull(),
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

/** Passkeys (WebAuthn credentials): a credential belongs to one customer, its id is unique. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen (0 when the authenticator keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_customer').on(t.customerId),
  ],
);

/** WebAuthn challenges: single-use, bound to the token session that asked, short-lived. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** The challenge itself (base64url), as the client data carries it back. */
    challenge: text('challenge').primaryKey(),
    ceremony: text('ceremony', { enum: ['registration', 'authentication'] }).notNull(),
    sessionId: uuid('session_id').notNull(),
    /** The customer it is for: the one adding, or the pending login's; null for a discoverable sign-in. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expiry').on(t.expiresAt)],
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

/**
 * A counter per table of read-mostly reference data, bumped by a trigger in the same statement
 * as any insert, update, delete or truncate of that table (migration 0007), whoever makes it:
 * each process keeps those tables' answers in memory while their counters stand.
 */
export const referenceVersions = pgTable('reference_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Bill-pay payees (utilities, vendors, charities): their bounds, messages and card fees. */
export const providers = pgTable('providers', {
  providerId: integer('provider_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['Utility', 'Vendor', 'Charity'] }).notNull(),
  /** Null means the default of @yo/domain (25.00 and 5000.00). */
  minimumCents: integer('minimum_cents'),
  limitCents: integer('limit_cents'),
  accountHelperMessage: text('account_helper_message'),
  accountDisclaimerMessage: text('account_disclaimer_message'),
  /** A fraction of the amount (0.025 is 2.5%), exact. */
  customerCardRate: numeric('customer_card_rate', { precision: 7, scale: 5 })
    .notNull()
    .default('0'),
  customerFeeCents: integer('customer_fee_cents').notNull().default(0),
  customerFeesDisclaimer: text('customer_fees_disclaimer'),
  commentsField: boolean('comments_field').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const BILL_PAY_STATUSES = [
  'Pending',
  'Captured',
  'Successful',
  'Failed',
  'Reversed',
] as const;
export type BillPayStatus = (typeof BILL_PAY_STATUSES)[number];

/**
 * Card payments of bills and donations. Amounts in integer cents. Never a card number or CVV:
 * the card is its brand and last four digits.
 */
export const billPayTransactions = pgTable(
  'billpay_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.providerId),
    accountNumber: text('account_number').notNull(),
    nameOnAccount: text('name_on_account'),
    charityId: integer('charity_id').references(() => providers.providerId),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    donationCents: integer('donation_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    comment: text('comment'),
    status: text('status', { enum: BILL_PAY_STATUSES }).notNull().default('Pending'),
    /** Why a payment failed or was reversed, as the customer was told. */
    statusMessage: text('status_message'),
    /** The token session that paid: a guest's receipt is theirs alone. */
    sessionId: uuid('session_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    gatewayTransactionId: uuid('gateway_transaction_id').notNull(),
    /** The gateway's 3-D Secure session; usable for 5 minutes, then worthless. */
    spiToken: text('spi_token'),
    spiTokenExpiresAt: timestamp('spi_token_expires_at', { withTimezone: true }),
    /** Set by the one request that completes the payment, so two ACS posts complete it once. */
    completionClaimedAt: timestamp('completion_claimed_at', { withTimezone: true }),
    ...gatewayResult(),
    receiptNumber: text('receipt_number'),
    cardBrand: text('card_brand').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    /** The saved card that paid, if one did. */
    customerCardId: integer('customer_card_id').references(() => customerCards.id),
    /** A new card the customer asked to save: tokenised with the sale, kept when it completes. */
    saveCard: boolean('save_card').notNull().default(false),
    payeePostingId: text('payee_posting_id'),
    charityPostingId: text('charity_posting_id'),
    /** The Idempotency-Key of the submission that started it (null before 0006). */
    idempotencyKey: text('idempotency_key'),
    /** The process (db/liveness.ts) that started it or holds its completion claim. */
    claimant: text('claimant'),
    /** When its final result page was first shown: a re-posted ACS form gets a neutral page. */
    resultShownAt: timestamp('result_shown_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billpay_transactions_order').on(t.orderId),
    uniqueIndex('billpay_transactions_gateway').on(t.gatewayTransactionId),
    index('billpay_transactions_session').on(t.sessionId),
    index('billpay_transactions_open')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('Pending', 'Captured')`),
    // Activity (transaction/filtered, exports, stats): a customer's rows by date and id, read
    // backwards for newest first. Status and payee trail the unique id, so they never change the
    // order but let a filtered page and its count be answered from the index alone.
    index('billpay_transactions_customer_activity').on(
      t.customerId,
      t.createdAt,
      t.id,
      t.status,
      t.providerId,
    ),
    // The same bill paid minutes ago (payee, account, newest completion first).
    index('billpay_transactions_bill_paid').on(t.providerId, t.accountNumber, t.completedAt),
    index('billpay_transactions_idempotency_key').on(t.idempotencyKey),
  ],
);

/**
 * Idempotency-Key of each payment POST: the first request claims it (in-flight), and its answer is
 * kept (done) for any repeat. `fingerprint` is a keyed hash of the submission (never its text: it
 * holds the card), so a second key for the same submission in flight is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in-flight', 'done'] })
      .notNull()
      .default('in-flight'),
    result: jsonb('result'),
    /** The process working on an in-flight key (db/liveness.ts); null on keys from before 0006. */
    claimant: text('claimant'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_one_in_flight')
      .on(t.sessionId, t.fingerprint)
      .where(sql`${t.state} = 'in-flight'`),
  ],
);

/** ALTCHA challenges already solved: each solution is accepted once. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The payment (its Idempotency-Key) that spent the solution: a repeat of that payment, taken
   * over from a process that died after spending it, may present it again.
   */
  spentBy: text('spent_by'),
});

/**
 * A customer's saved card: the gateway's PanToken and what the customer sees of the card. Never
 * the number or the CVV. Removing a card keeps the row (payments name it) but deactivates it.
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The gateway's token for the card number (PowerTranz `PanToken`); sent as `Source.Token`. */
    panToken: text('pan_token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    /** MMYY */
    expiration: text('expiration').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    nickname: text('nickname').notNull(),
    /** The card's billing address as the contract's BillingAddress, or null for none. */
    billingAddress: jsonb('billing_address'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_cards_customer').on(t.customerId),
    // One primary card per customer, at any moment.
    uniqueIndex('customer_cards_one_primary')
      .on(t.customerId)
      .where(sql`${t.isActive} and ${t.isPrimary}`),
    // A nickname names one active card of a customer, whatever its case (5.7).
    uniqueIndex('customer_cards_nickname_unique')
      .on(t.customerId, sql`lower(${t.nickname})`)
      .where(sql`${t.isActive}`),
    // 'This card is already saved for this account.' is decided on the last four digits (5.7).
    uniqueIndex('customer_cards_last_four_unique')
      .on(t.customerId, t.lastFour)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * A card being proved before it is saved (customers/addcard): a zero-amount 3-D Secure
 * authorisation at the gateway. The card is kept in `customer_cards` only when it completes.
 */
export const cardVerifications = pgTable(
  'card_verifications',
  {
    id: uuid('id').primaryKey(),
    /**
     * The card check's order (its id as text): null on the record of a card saved while paying,
     * which the sale's own row stands for (before 0011 the id alone named a check).
     */
    orderId: text('order_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    /** A check is Captured once the issuer approved it, Added once its card is kept. */
    status: text('status', { enum: ['Pending', 'Captured', 'Added', 'Failed'] })
      .notNull()
      .default('Pending'),
    /** Why it failed, as the customer is told (inside 'Failed to add card: "…"'). */
    statusMessage: text('status_message'),
    gatewayTransactionId: uuid('gateway_transaction_id').notNull(),
    spiToken: text('spi_token'),
    spiTokenExpiresAt: timestamp('spi_token_expires_at', { withTimezone: true }),
    completionClaimedAt: timestamp('completion_claimed_at', { withTimezone: true }),
    /** The process (db/liveness.ts) that started the check or holds its completion claim. */
    claimant: text('claimant'),
    /** The Idempotency-Key of the request that started it, when it carried one. */
    idempotencyKey: text('idempotency_key'),
    /** The amount authorised: zero, a card check charges nothing. */
    totalCents: integer('total_cents').notNull().default(0),
    cardBrand: text('brand').notNull(),
    cardLastFour: text('last_four').notNull(),
    /** MMYY */
    expiration: text('expiration').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    nickname: text('nickname').notNull(),
    billingAddress: jsonb('billing_address'),
    isPrimary: boolean('is_primary').notNull(),
    customerCardId: integer('customer_card_id').references(() => customerCards.id),
    /** Always false: a card check keeps its card itself (after capture), not as a card to save. */
    saveCard: boolean('save_card').notNull().default(false),
    ...gatewayResult(),
    resultShownAt: timestamp('result_shown_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_verifications_gateway').on(t.gatewayTransactionId),
    uniqueIndex('card_verifications_order').on(t.orderId),
    index('card_verifications_customer').on(t.customerId),
  ],
);

/** Top-up carriers (Digicel, bmobile): their custom-amount bounds and logo. */
export const phoneProviders = pgTable('phone_providers', {
  phoneProviderId: integer('phone_provider_id').primaryKey(),
  name: text('name').notNull(),
  /** The aggregator's operator id for this carrier. */
  operatorId: text('operator_id'),
  /** Null means the form's defaults (50.00 and 500.00, spec 5.10). */
  minimumCents: integer('minimum_cents'),
  maximumCents: integer('maximum_cents'),
  logo: text('logo'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Top-up statuses, as activity shows them. */
export const TOP_UP_STATUSES = BILL_PAY_STATUSES;
export type TopUpStatus = BillPayStatus;

/**
 * Prepaid top-ups paid by card. Amounts in integer cents; `amountCents` is the credit's price,
 * tax-inclusive (`vatCents` is the VAT inside it). Never a card number or CVV.
 */
export const topUpTransactions = pgTable(
  'topup_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    countryId: integer('country_id').notNull(),
    /** Digits only, country code included (18687001234). */
    msisdn: text('msisdn').notNull(),
    phoneProviderId: integer('phone_provider_id')
      .notNull()
      .references(() => phoneProviders.phoneProviderId),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    coverVat: boolean('cover_vat').notNull().default(false),
    charityId: integer('charity_id').references(() => providers.providerId),
    donationCents: integer('donation_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: TOP_UP_STATUSES }).notNull().default('Pending'),
    statusMessage: text('status_message'),
    sessionId: uuid('session_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerCardId: integer('customer_card_id').references(() => customerCards.id),
    gatewayTransactionId: uuid('gateway_transaction_id').notNull(),
    spiToken: text('spi_token'),
    spiTokenExpiresAt: timestamp('spi_token_expires_at', { withTimezone: true }),
    completionClaimedAt: timestamp('completion_claimed_at', { withTimezone: true }),
    isoResponseCode: text('iso_response_code'),
    authorizationCode: text('authorization_code'),
    receiptNumber: text('receipt_number'),
    cardBrand: text('card_brand').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    /** The aggregator's `customIdentifier`: unique, so a resent top-up is never delivered twice. */
    carrierReference: text('carrier_reference'),
    carrierTransactionId: text('carrier_transaction_id'),
    /** The aggregator's operator the number was detected on when it was submitted. */
    carrierOperatorId: integer('carrier_operator_id'),
    /** The aggregator's last status: PROCESSING, SUCCESSFUL, FAILED or REFUNDED. */
    carrierStatus: text('carrier_status'),
    threeDSResponseCode: text('three_ds_response_code'),
    threeDSStatus: text('three_ds_status'),
    eci: text('eci'),
    rrn: text('rrn'),
    /** A new card the customer asked to save: tokenised with the sale, kept when it completes. */
    saveCard: boolean('save_card').notNull().default(false),
    /** The Idempotency-Key of the submission that started it (null before 0009). */
    idempotencyKey: text('idempotency_key'),
    /** The process (db/liveness.ts) that started it or holds its completion claim. */
    claimant: text('claimant'),
    dsTransId: text('ds_trans_id'),
    /** When its final result page was first shown: a re-posted ACS form gets a neutral page. */
    resultShownAt: timestamp('result_shown_at', { withTimezone: true }),
    /**
     * The delivery job (an outbox on the row): due at `deliveryDueAt`, claimed by one worker
     * until `deliveryLeaseUntil` (FOR UPDATE SKIP LOCKED); a worker that dies loses its lease.
     */
    deliveryDueAt: timestamp('delivery_due_at', { withTimezone: true }),
    deliveryLeaseUntil: timestamp('delivery_lease_until', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveryError: text('delivery_error'),
    /** Captured after 2 business days and still not delivered: reversed. */
    deliveryDeadline: timestamp('delivery_deadline', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('topup_transactions_order').on(t.orderId),
    uniqueIndex('topup_transactions_gateway').on(t.gatewayTransactionId),
    uniqueIndex('topup_transactions_carrier_reference').on(t.carrierReference),
    index('topup_transactions_session').on(t.sessionId),
    index('topup_transactions_delivery_due').on(t.deliveryDueAt),
    index('topup_transactions_idempotency_key').on(t.idempotencyKey),
    // The duplicate question: the same number, carrier and amount lately.
    index('topup_transactions_number_recent').on(t.msisdn, t.phoneProviderId, t.createdAt),
    // Activity, as billpay_transactions_customer_activity.
    index('topup_transactions_customer_activity').on(
      t.customerId,
      t.createdAt,
      t.id,
      t.status,
      t.phoneProviderId,
    ),
  ],
);

/** Countries a top-up can be sent to, with the VAT inside their prices (a fraction: 0.125). */
export const topUpCountries = pgTable('topup_countries', {
  countryId: integer('country_id').primaryKey(),
  description: text('description').notNull(),
  phoneCode: text('phone_code').notNull(),
  code: text('code').notNull(),
  vatRate: numeric('vat_rate', { precision: 6, scale: 4 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A carrier's preset top-up amounts (topup/GetPresetTopups). */
export const topUpPresets = pgTable(
  'topup_presets',
  {
    id: integer('id').primaryKey(),
    phoneProviderId: integer('phone_provider_id')
      .notNull()
      .references(() => phoneProviders.phoneProviderId),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('Active'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('topup_presets_provider').on(t.phoneProviderId)],
);
