/**
 * Donations ride on any payment (bill pay, top-up): the charity is a provider of type Charity,
 * and a donation is posted to it at the payee directory under `{orderId}-D` (idempotent there).
 */
import { CHARITIES, parseAmount, paymentMessages, toCents, type Cents } from '@yo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { providers } from '../../db/schema.js';
import type { PayeeDirectory } from '../../integrations/payee-directory.js';

export type CharityRow = typeof providers.$inferSelect;

/** The charity with this provider id, or null when there is none (or it is not a charity). */
export async function findCharity(db: Database, charityId: number): Promise<CharityRow | null> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.providerId, charityId), eq(providers.type, 'Charity')));
  return row ?? null;
}

/**
 * Posts a payment's donation to its charity: the posting id, or null when there is none to post
 * or the charity refused it (logged; the payment stands). A directory that cannot be reached
 * throws PayeeDirectoryUnavailableError: the kind decides whether to try again.
 */
export async function postDonation(
  directory: PayeeDirectory,
  log: FastifyBaseLogger,
  row: {
    orderId: string;
    charityId: number | null;
    donationCents: number;
    gatewayTransactionId: string;
  },
): Promise<string | null> {
  if (row.charityId === null || row.donationCents <= 0) return null;
  const code = CHARITIES.find((charity) => charity.charityId === row.charityId)?.charityCode;
  const posted = code
    ? await directory.post({
        providerId: row.charityId,
        accountNumber: code,
        amount: toCents(row.donationCents),
        orderId: `${row.orderId}-D`,
        reference: row.gatewayTransactionId,
      })
    : ({ posted: false, reason: 'CHARITY_UNKNOWN', message: '' } as const);
  if (posted.posted) return posted.postingId;
  log.warn({ orderId: row.orderId, reason: posted.reason }, 'charity refused a donation');
  return null;
}

/**
 * A submission's donation: none (0 and no charity), or a positive amount to a charity that is
 * one. `charityOf` reads the provider (bill pay from its reference cache, top-up from the table).
 */
export async function checkDonation(
  body: { donationAmount: number | string; charityId: number },
  charityOf: (charityId: number) => Promise<{ providerId: number; type: string } | null>,
): Promise<{ ok: true; donation: Cents; charityId: number | null } | { ok: false; msg: string }> {
  const donation = parseAmount(body.donationAmount);
  if (donation === undefined || donation < 0)
    return { ok: false, msg: paymentMessages.donationInvalid };
  if (body.charityId === 0) {
    return donation === 0
      ? { ok: true, donation, charityId: null }
      : { ok: false, msg: paymentMessages.donationInvalid };
  }
  const charity = await charityOf(body.charityId);
  if (!charity || charity.type !== 'Charity')
    return { ok: false, msg: paymentMessages.charityNotFound };
  return { ok: true, donation, charityId: charity.providerId };
}
