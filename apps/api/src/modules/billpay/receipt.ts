import { PRODUCT_NAME, formatTTD, formatTransactionDate, toCents } from '@yo/domain';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { billPayTransactions } from '../../db/schema.js';

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

/** The receipt as a one-page PDF (Helvetica, so every character is plain WinAnsi text). */
export async function receiptPdf(
  row: TransactionRow,
  payeeName: string,
  charityName: string | null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${PRODUCT_NAME} receipt ${row.orderId}`);
  pdf.setAuthor(PRODUCT_NAME);
  pdf.setCreationDate(row.completedAt ?? row.createdAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0xc8 / 255, 0x10 / 255, 0x2e / 255);
  const ink = rgb(0x1a / 255, 0x1d / 255, 0x24 / 255);
  const muted = rgb(0x4a / 255, 0x51 / 255, 0x60 / 255);
  let y = 780;
  page.drawText(PRODUCT_NAME, { x: 56, y, size: 28, font: bold, color: brand });
  y -= 36;
  page.drawText('Payment Receipt', { x: 56, y, size: 18, font: bold, color: ink });
  y -= 20;
  page.drawText('Bill payment by card, authenticated with 3-D Secure', {
    x: 56,
    y,
    size: 10,
    font: regular,
    color: muted,
  });
  y -= 34;
  for (const [label, value] of receiptLines(row, payeeName, charityName)) {
    const isTotal = label === 'Total';
    page.drawText(label, { x: 56, y, size: 11, font: isTotal ? bold : regular, color: muted });
    page.drawText(value, { x: 220, y, size: 11, font: isTotal ? bold : regular, color: ink });
    y -= 22;
  }
  y -= 16;
  page.drawText(
    `Keep this receipt for your records. Questions: contact ${PRODUCT_NAME} and quote the order ID.`,
    {
      x: 56,
      y,
      size: 9,
      font: regular,
      color: muted,
    },
  );
  return pdf.save();
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
