import { PRODUCT_NAME, formatTTD, formatTransactionDate, toCents } from '@yo/domain';
import type { billPayTransactions } from '../../db/schema.js';
import { receiptDocumentPdf } from '../payments/receipt-pdf.js';

type TransactionRow = typeof billPayTransactions.$inferSelect;

/** The `{service}` of `{service}_Receipt_{orderId}.pdf`. */
export const RECEIPT_SERVICE = 'BillPay';

export function receiptFileName(orderId: string): string {
  return `${RECEIPT_SERVICE}_Receipt_${orderId}.pdf`;
}

/** The receipt's lines, in the order the PDF, the email and the result page show them. */
export function receiptLines(
  row: TransactionRow,
  payeeName: string,
  charityName: string | null,
): Array<[label: string, value: string]> {
  const lines: Array<[string, string]> = [
    ['Order ID', row.orderId],
    ['Receipt Number', row.receiptNumber ?? ''],
    ['Date', formatTransactionDate(row.completedAt ?? row.createdAt)],
    ['Payee', payeeName],
    ['Account Number', row.accountNumber],
    ['Name on Account', row.nameOnAccount ?? ''],
    ['Amount', formatTTD(toCents(row.amountCents))],
    ['Transaction Fee', formatTTD(toCents(row.feeCents))],
    [
      'Donation',
      `${formatTTD(toCents(row.donationCents))}${charityName && row.donationCents > 0 ? ` to ${charityName}` : ''}`,
    ],
    ['Total', formatTTD(toCents(row.totalCents))],
    ['Authorization Code', row.authorizationCode ?? ''],
    ['Card', `${row.cardBrand} **** ${row.cardLastFour}`],
  ];
  return lines;
}

/** The receipt as a one-page PDF (modules/payments' layout, shared with top-up). */
export function receiptPdf(
  row: TransactionRow,
  payeeName: string,
  charityName: string | null,
): Promise<Uint8Array> {
  return receiptDocumentPdf({
    orderId: row.orderId,
    date: row.completedAt ?? row.createdAt,
    title: 'Payment Receipt',
    subtitle: 'Bill payment by card, authenticated with 3-D Secure',
    lines: receiptLines(row, payeeName, charityName),
    emphasised: 'Total',
  });
}

/** The receipt sent by email to the address given with the payment. */
export function receiptEmail(row: TransactionRow, payeeName: string, charityName: string | null) {
  const lines = receiptLines(row, payeeName, charityName).map(
    ([label, value]) => `${label}: ${value}`,
  );
  return {
    subject: `Your ${PRODUCT_NAME} receipt ${row.orderId}`,
    body: [
      `Thank you for paying with ${PRODUCT_NAME}. Your payment was successful.`,
      '',
      ...lines,
      '',
      'You can also download this receipt as a PDF from the payment result page.',
    ].join('\n'),
  };
}
