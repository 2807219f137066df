import { parseAmount, topUpCharge } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import type { topUpTransactions } from '../src/db/schema.js';
import {
  topUpReceiptEmail,
  topUpReceiptLines,
  topUpReceiptPdf,
} from '../src/modules/topup/receipt.js';
import { pdfText } from './support/pdf.js';

type TopUpRow = typeof topUpTransactions.$inferSelect;

/**
 * Issue 29, defect 3: the top-up receipt adds up. Its money lines are the review's (Net Amount,
 * VAT, Total) and net + VAT (+ donation) is the total, on the PDF and in the mail, for a
 * cover-VAT preset and a tax-inclusive amount.
 */
const VAT_RATE = '0.125';
const names = { country: 'Trinidad and Tobago', carrier: 'Digicel', charity: 'Cancer Society' };

/** A delivered top-up's row, its charge computed as the server does (topUpCharge). */
function deliveredRow(amount: string, coverVat: boolean, donation = 0): TopUpRow {
  const charge = topUpCharge(parseAmount(amount)!, VAT_RATE, coverVat);
  const donationCents = parseAmount(String(donation))!;
  // Only the columns a receipt reads; the rest of the row is the database's business.
  const row = {
    orderId: 'YO-20261127-ABCDEF',
    receiptNumber: '123456',
    createdAt: new Date('2026-11-27T12:00:00Z'),
    completedAt: new Date('2026-11-27T12:00:30Z'),
    msisdn: '18683001234',
    amountCents: charge.amount,
    vatCents: charge.vat,
    coverVat,
    donationCents,
    charityId: donation > 0 ? 33 : null,
    totalCents: charge.amount + donationCents,
    authorizationCode: '123456',
    cardBrand: 'Visa',
    cardLastFour: '0006',
    email: 'ann.baptiste@example.tt',
  } satisfies Partial<TopUpRow>;
  return row as unknown as TopUpRow;
}

/** '$1,234.56' → 123456 cents. */
const cents = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The money lines a receipt's text shows, by label ('Net Amount $88.89' or 'VAT: $11.11'). */
function moneyLines(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const match of text.matchAll(
    /^(Net Amount|VAT|Donation|Total|Amount):?\s*\n?\s*(\$[\d,.]+)/gm,
  ))
    found[match[1]!] = cents(match[2]!);
  return found;
}

describe('the top-up receipt adds up (#29)', () => {
  it.each([
    // typed amount, cover VAT, donation → net, VAT, total (cents), as the review shows them
    ['50', true, 0, { 'Net Amount': 5_000, VAT: 625, Total: 5_625 }],
    ['100', false, 0, { 'Net Amount': 8_889, VAT: 1_111, Total: 10_000 }],
    ['75.50', false, 0, { 'Net Amount': 6_711, VAT: 839, Total: 7_550 }],
    ['150', true, 10, { 'Net Amount': 15_000, VAT: 1_875, Donation: 1_000, Total: 17_875 }],
  ] as const)(
    '$%s (cover VAT %s, donation %i): the PDF and the mail read %o, and the lines sum to the total',
    async (amount, coverVat, donation, expected) => {
      const row = deliveredRow(amount, coverVat, donation);
      const pdf = pdfText(await topUpReceiptPdf(row, names));
      const mail = topUpReceiptEmail(row, names).body;
      for (const text of [pdf, mail]) {
        const lines = moneyLines(text);
        expect(lines).toEqual(expected);
        const { Total, ...parts } = lines;
        expect(Object.values(parts).reduce((sum, value) => sum + value, 0)).toBe(Total);
      }
      expect(mail).toContain(`Net Amount: $${(expected['Net Amount'] / 100).toFixed(2)}`);
      expect(topUpReceiptLines(row, names).map(([label]) => label)).not.toContain('Amount');
    },
  );

  it('labels its money lines with the review’s words, in the review’s order', () => {
    const labels = topUpReceiptLines(deliveredRow('100', false), names).map(([label]) => label);
    const money = labels.filter((label) => ['Net Amount', 'VAT', 'Total'].includes(label));
    expect(money).toEqual(['Net Amount', 'VAT', 'Total']);
    expect(labels).not.toContain('Donation');
  });
});
