import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  addressCountries,
  banners,
  countryStates,
  documents,
  serviceStatuses,
  signupCountries,
} from '../../db/schema.js';
import { buildDocuments, SEEDED_DOCUMENT_IDS } from './documents.js';
import {
  ADDRESS_COUNTRIES,
  BANNERS,
  SERVICE_STATUSES,
  SIGNUP_COUNTRIES,
  US_STATES,
} from './seed-data.js';

/**
 * Puts the reference data in place on every start. Rows that exist are left alone, so changes
 * made in the database (a service switched off, a banner edited) survive restarts.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(signupCountries)
    .values(SIGNUP_COUNTRIES.map((country, index) => ({ ...country, sortOrder: index })))
    .onConflictDoNothing();
  await db
    .insert(addressCountries)
    .values(
      ADDRESS_COUNTRIES.map(([isoCode, name], index) => ({ isoCode, name, sortOrder: index })),
    )
    .onConflictDoNothing();
  await db
    .insert(countryStates)
    .values(US_STATES.map(([alphaCode, name]) => ({ countryIsoCode: 840, alphaCode, name })))
    .onConflictDoNothing();
  await db.insert(serviceStatuses).values(SERVICE_STATUSES).onConflictDoNothing();
  // Banners have no natural key: they are seeded once, into an empty table.
  const [anyBanner] = await db.select({ id: banners.id }).from(banners).limit(1);
  if (!anyBanner) await db.insert(banners).values([...BANNERS]);

  const present = await db
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(inArray(documents.fileId, [...SEEDED_DOCUMENT_IDS]));
  const missing = new Set(SEEDED_DOCUMENT_IDS);
  for (const { fileId } of present) missing.delete(fileId);
  if (missing.size > 0) {
    await db
      .insert(documents)
      .values(await buildDocuments(missing))
      .onConflictDoNothing();
  }
}
