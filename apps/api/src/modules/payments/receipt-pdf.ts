import { PRODUCT_NAME } from '@yo/domain';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface ReceiptDocument {
  orderId: string;
  date: Date;
  title: string;
  subtitle: string;
  lines: Array<[label: string, value: string]>;
  /** The label printed bold (the total). */
  emphasised?: string;
}

/** A receipt as a one-page PDF (Helvetica, so every character is plain WinAnsi text). */
export async function receiptDocumentPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${PRODUCT_NAME} receipt ${receipt.orderId}`);
  pdf.setAuthor(PRODUCT_NAME);
  pdf.setCreationDate(receipt.date);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0xc8 / 255, 0x10 / 255, 0x2e / 255);
  const ink = rgb(0x1a / 255, 0x1d / 255, 0x24 / 255);
  const muted = rgb(0x4a / 255, 0x51 / 255, 0x60 / 255);
  let y = 780;
  page.drawText(PRODUCT_NAME, { x: 56, y, size: 28, font: bold, color: brand });
  y -= 36;
  page.drawText(receipt.title, { x: 56, y, size: 18, font: bold, color: ink });
  y -= 20;
  page.drawText(receipt.subtitle, { x: 56, y, size: 10, font: regular, color: muted });
  y -= 34;
  for (const [label, value] of receipt.lines) {
    const font = label === receipt.emphasised ? bold : regular;
    page.drawText(label, { x: 56, y, size: 11, font, color: muted });
    page.drawText(value, { x: 220, y, size: 11, font, color: ink });
    y -= 22;
  }
  y -= 16;
  page.drawText(
    `Keep this receipt for your records. Questions: contact ${PRODUCT_NAME} and quote the order ID.`,
    { x: 56, y, size: 9, font: regular, color: muted },
  );
  return pdf.save();
}
