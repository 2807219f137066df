import type { Database } from '../../db/database.js';
import { phoneProviders } from '../../db/schema.js';

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

const rows: CarrierRow[] = CARRIERS.map((carrier, index) => ({
  ...carrier,
  // Null bounds are the form's defaults (50.00 and 500.00, spec 5.10) until a carrier sets its own.
  minimumCents: null,
  maximumCents: null,
  sortOrder: index,
}));

/**
 * Puts the carriers in place on every start. Rows that exist are left alone, so bounds, logos,
 * operator ids or a carrier switched off in the database survive restarts.
 */
export async function seedCarriers(db: Database): Promise<void> {
  await db.insert(phoneProviders).values(rows).onConflictDoNothing();
}
