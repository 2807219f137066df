import {
  PRODUCT_NAME,
  formatTTD,
  formatTransactionDate,
  toCents,
  topUpScreenText,
  topUpServerMessages,
} from '@yo/domain';
import type { topUpTransactions } from '../../db/schema.js';
import { receiptDocumentPdf } from '../payments/receipt-pdf.js';

type TopUpRow = typeof topUpTransactions.$inferSelect;

/** The `{service}` of `{service}_Receipt_{orderId}.pdf` (bill pay's is BillPay). */
export const TOP_UP_RECEIPT_SERVICE = 'TopUp';

export function topUpReceiptFileName(orderId: string): string {
  return `${TOP_UP_RECEIPT_SERVICE}_Receipt_${orderId}.pdf`;
}

/** The names a receipt shows beside the row's ids. */
export interface TopUpReceiptNames {
  country: string;
  carrier: string;
  charity: string | null;
}

/** '18683001234' → '+1(868) 300-1234', as the form masks it. */
export function maskedMsisdn(msisdn: string): string {
  const match = /^(\d)(\d{3})(\d{3})(\d{4})$/.exec(msisdn);
  return match ? `+${match[1]}(${match[2]}) ${match[3]}-${match[4]}` : msisdn;
}

/**
 * Section 3's top-up receipt values (with the order, VAT, total and card), in order. The money
 * lines are the review's (Net Amount, VAT, Total) and add up: net + VAT (+ a donation) = total.
 */
export function topUpReceiptLines(
  row: TopUpRow,
  names: TopUpReceiptNames,
): Array<[label: string, value: string]> {
  // The charge is tax-inclusive: its VAT is inside it, so the net is what remains.
  const net = toCents(row.amountCents - row.vatCents);
  const donation: Array<[string, string]> =
    row.donationCents > 0
      ? [
          [
            'Donation',
            `${formatTTD(toCents(row.donationCents))}${names.charity ? ` to ${names.charity}` : ''}`,
          ],
        ]
      : [];
  return [
    ['Order ID', row.orderId],
    ['Receipt Number', row.receiptNumber ?? ''],
    ['Date', formatTransactionDate(row.completedAt ?? row.createdAt)],
    ['Country', names.country],
    ['Carrier', names.carrier],
    ['Mobile Number', maskedMsisdn(row.msisdn)],
    [topUpScreenText.net, formatTTD(net)],
    [topUpScreenText.vat, formatTTD(toCents(row.vatCents))],
    ...donation,
    [topUpScreenText.total, formatTTD(toCents(row.totalCents))],
    ['Authorization Code', row.authorizationCode ?? ''],
    ['Card', `${row.cardBrand} **** ${row.cardLastFour}`],
    ['Email', row.email],
  ];
}

export function topUpReceiptPdf(row: TopUpRow, names: TopUpReceiptNames): Promise<Uint8Array> {
  return receiptDocumentPdf({
    orderId: row.orderId,
    date: row.completedAt ?? row.createdAt,
    title: topUpServerMessages.receiptTitle,
    subtitle: 'Prepaid mobile top up by card, authenticated with 3-D Secure',
    lines: topUpReceiptLines(row, names),
    emphasised: topUpScreenText.total,
  });
}

export function topUpReceiptEmail(row: TopUpRow, names: TopUpReceiptNames) {
  return {
    subject: `Your ${PRODUCT_NAME} receipt ${row.orderId}`,
    body: [
      `Thank you for topping up with ${PRODUCT_NAME}. The credit was delivered to ${maskedMsisdn(row.msisdn)}.`,
      '',
      ...topUpReceiptLines(row, names).map(([label, value]) => `${label}: ${value}`),
      '',
      'You can also download this receipt as a PDF from the payment result page.',
    ].join('\n'),
  };
}

/** The mail that tells the customer an undelivered top-up was refunded. */
export function topUpReversalEmail(row: TopUpRow, names: TopUpReceiptNames) {
  return {
    subject: topUpServerMessages.reversalSubject(row.orderId),
    body: [
      topUpServerMessages.reversed,
      '',
      ['Order ID', row.orderId],
      ['Carrier', names.carrier],
      ['Mobile Number', maskedMsisdn(row.msisdn)],
      ['Refunded', formatTTD(toCents(row.totalCents))],
      ['Card', `${row.cardBrand} **** ${row.cardLastFour}`],
    ]
      .map((line) => (Array.isArray(line) ? `${line[0]}: ${line[1]}` : line))
      .join('\n'),
  };
}
