import { TOP_UP_FAQ_VAT_RATE } from '@yo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { phoneProviders, topUpCountries, topUpPresets } from '../../db/schema.js';

type CarrierRow = typeof phoneProviders.$inferInsert;

/** A carrier's wordmark as a self-contained SVG data URI (no file to serve, no outside host). */
function wordmark(name: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect width="120" height="40" rx="6" fill="${background}"/>` +
    `<text x="60" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="18" font-weight="700" fill="#ffffff">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Trinidad and Tobago's prepaid carriers. Ids are fixed: top-ups and activity filters name them. */
export const CARRIERS = [
  { phoneProviderId: 1, name: 'Digicel', logo: wordmark('Digicel', '#c8102e') },
  { phoneProviderId: 2, name: 'bmobile', logo: wordmark('bmobile', '#00587c') },
] as const;

/**
 * The aggregator's operator ids of the carriers (the sandbox's, which model Reloadly's); a
 * deployment on another aggregator sets its own in phone_providers.operator_id.
 */
export const CARRIER_OPERATOR_IDS: Record<number, string> = { 1: '1801', 2: '1802' };

/** Trinidad and Tobago, the one top-up country, with its 12.5% VAT. */
export const TOP_UP_COUNTRIES = [
  {
    countryId: 1,
    description: 'Trinidad and Tobago',
    phoneCode: '1868',
    code: 'TT',
    vatRate: TOP_UP_FAQ_VAT_RATE,
    sortOrder: 0,
  },
];

/** Each carrier's preset amounts, in cents (ids fixed: a preset is named by its id). */
export const TOP_UP_PRESETS = [
  { id: 1, phoneProviderId: 1, amountCents: 5_000, sortOrder: 0 },
  { id: 2, phoneProviderId: 1, amountCents: 10_000, sortOrder: 1 },
  { id: 3, phoneProviderId: 1, amountCents: 15_000, sortOrder: 2 },
  { id: 4, phoneProviderId: 1, amountCents: 20_000, sortOrder: 3 },
  { id: 5, phoneProviderId: 1, amountCents: 30_000, sortOrder: 4 },
  { id: 6, phoneProviderId: 2, amountCents: 5_000, sortOrder: 0 },
  { id: 7, phoneProviderId: 2, amountCents: 10_000, sortOrder: 1 },
  { id: 8, phoneProviderId: 2, amountCents: 20_000, sortOrder: 2 },
  { id: 9, phoneProviderId: 2, amountCents: 25_000, sortOrder: 3 },
];

const rows: CarrierRow[] = CARRIERS.map((carrier, index) => ({
  ...carrier,
  operatorId: CARRIER_OPERATOR_IDS[carrier.phoneProviderId] ?? null,
  // Null bounds are the form's defaults (50.00 and 500.00, spec 5.10) until a carrier sets its own.
  minimumCents: null,
  maximumCents: null,
  sortOrder: index,
}));

/**
 * Puts the carriers, the top-up country and the presets in place on every start. Rows that exist
 * are left alone, so bounds, logos, operator ids, presets or a carrier switched off in the
 * database survive restarts; an operator id never set is filled in.
 */
export async function seedCarriers(db: Database): Promise<void> {
  await db.insert(phoneProviders).values(rows).onConflictDoNothing();
  for (const [phoneProviderId, operatorId] of Object.entries(CARRIER_OPERATOR_IDS)) {
    await db
      .update(phoneProviders)
      .set({ operatorId })
      .where(
        and(
          eq(phoneProviders.phoneProviderId, Number(phoneProviderId)),
          isNull(phoneProviders.operatorId),
        ),
      );
  }
  await db.insert(topUpCountries).values(TOP_UP_COUNTRIES).onConflictDoNothing();
  await db.insert(topUpPresets).values(TOP_UP_PRESETS).onConflictDoNothing();
}
