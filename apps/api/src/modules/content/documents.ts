import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_IDS, PRODUCT_NAME } from '@yo/domain';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { packageDir } from '../../package-dir.js';
import { agentListingRows, AGENT_LISTING_COLUMNS } from './agents.js';

export interface StoredDocument {
  fileId: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

interface Section {
  heading: string;
  paragraphs: string[];
}

const PAGE = { width: 612, height: 792, margin: 64 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) > width && line !== '') {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A text PDF: title, sections of headed paragraphs, flowing over as many pages as needed. */
async function textPdf(title: string, sections: Section[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(PRODUCT_NAME);
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - PAGE.margin * 2;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const draw = (text: string, font: PDFFont, size: number, gapAfter: number) => {
    for (const line of wrap(text, font, size, width)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
    y -= gapAfter;
  };
  draw(title, bold, 20, 12);
  for (const section of sections) {
    draw(section.heading, bold, 13, 4);
    for (const paragraph of section.paragraphs) draw(paragraph, regular, 10.5, 8);
  }
  return pdf.save();
}

const company = `${PRODUCT_NAME} Payments Limited`;

function termsAndConditions() {
  return textPdf(`${PRODUCT_NAME} Terms and Conditions`, [
    {
      heading: '1. About these terms',
      paragraphs: [
        `These terms govern your use of the ${PRODUCT_NAME} website and services provided by ${company}, a company registered in the Republic of Trinidad and Tobago. By paying a bill, topping up a phone, donating or registering an account you accept them.`,
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'Registration needs an email address and a mobile number, each unique to one account. You keep your password secret and confirm each login with the 6-digit code we send you.',
        'You must give true and complete details and keep them up to date. We may suspend an account used for fraud or in breach of these terms.',
      ],
    },
    {
      heading: '3. Payments',
      paragraphs: [
        'Online payments are made by Visa or Mastercard and authenticated with 3-D Secure. A payment is complete when your card issuer approves it; payees usually receive it within 24 hours.',
        'A failed card transaction may be retried. A top-up sent to a wrong number cannot be reversed by us; please contact the carrier. A debited but undelivered top-up is reversed automatically within 2 business days.',
      ],
    },
    {
      heading: '4. Fees',
      paragraphs: [
        'Online utility payments carry no fee. Where a payee charges a convenience fee it is shown before you confirm the payment. Top-up is free of fee.',
      ],
    },
    {
      heading: '5. Liability',
      paragraphs: [
        `${company} is not liable for delays caused by payees, card issuers or carriers, nor for losses from a password or code you shared. Nothing in these terms limits rights you have by law.`,
      ],
    },
    {
      heading: '6. Contact',
      paragraphs: ['Customer care is open Monday to Friday, 8am to 5pm, by phone or email.'],
    },
  ]);
}

function privacyPolicy() {
  return textPdf(`${PRODUCT_NAME} Privacy Policy`, [
    {
      heading: 'What we collect',
      paragraphs: [
        'Your name, email address, mobile numbers, the payments you make and the technical data your browser sends. We never store your full card number or CVV: saved cards are kept as a token from our payment gateway with the brand, last four digits and expiry.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To process payments, send receipts and verification codes, prevent fraud, meet our legal duties and, if you agreed, send you promotions. You can withdraw that agreement at any time.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Payees you pay, card networks and our payment gateway, mobile carriers for top-ups, and authorities where the law requires it. We do not sell personal data.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Necessary cookies keep the site working. Analytics cookies are set only if you accept them; you can reset your choice on the opt-out page.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, its correction or its deletion where the law allows, by writing to customer care.',
      ],
    },
  ]);
}

function letterOfInterest() {
  return textPdf(`${PRODUCT_NAME} Letter of Interest`, [
    {
      heading: 'To',
      paragraphs: [
        `The Business Development Team, ${company}, Port of Spain, Trinidad and Tobago.`,
      ],
    },
    {
      heading: 'Re: Collecting payments with ' + PRODUCT_NAME,
      paragraphs: [
        `We, ______________________________ (registered business name), wish to collect payments through ${PRODUCT_NAME} by the channels ticked below:`,
        '[ ] Online bill pay     [ ] Agent network     [ ] Scan2Pay     [ ] Payment gateway (REST API)',
        'Nature of business: ______________________________    Expected monthly volume (TTD): ______________',
        'Contact person: ______________________________    Phone: ______________    Email: ______________________',
        'We understand that onboarding requires the KYC documents listed on the Onboarding Documents page and that settlement is made within 3 to 5 business days.',
      ],
    },
    {
      heading: 'Signed',
      paragraphs: [
        'Name: ______________________________    Title: ______________________',
        'Signature: __________________________    Date: ______________________',
      ],
    },
  ]);
}

async function agentListing(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PRODUCT_NAME;
  workbook.created = new Date('2026-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet('Agents');
  sheet.columns = AGENT_LISTING_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'GoogleLocation' ? 48 : header === 'Name' ? 34 : 22,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of agentListingRows()) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** Short explainer clips, made once with ffmpeg and kept in the repository (media/). */
const VIDEOS = [
  DOCUMENT_IDS.scan2payVideo,
  DOCUMENT_IDS.howToScanVideo,
  DOCUMENT_IDS.paymentGatewayVideo,
  DOCUMENT_IDS.threeDSecureVideo,
  DOCUMENT_IDS.failedTransactionVideo,
];

function video(fileId: string): StoredDocument {
  const fileName = `${fileId}.mp4`;
  return {
    fileId,
    fileName,
    contentType: 'video/mp4',
    content: fs.readFileSync(path.join(packageDir(), 'media', fileName)),
  };
}

/** Every document the seed provides, built only for the ids still missing from the database. */
export async function buildDocuments(missing: ReadonlySet<string>): Promise<StoredDocument[]> {
  const builders: Array<[string, string, string, () => Promise<Uint8Array>]> = [
    [DOCUMENT_IDS.terms, 'Yo Terms and Conditions.pdf', 'application/pdf', termsAndConditions],
    [DOCUMENT_IDS.privacy, 'Yo Privacy Policy.pdf', 'application/pdf', privacyPolicy],
    [
      DOCUMENT_IDS.letterOfInterest,
      'Yo Letter of Interest.pdf',
      'application/pdf',
      letterOfInterest,
    ],
    [
      DOCUMENT_IDS.agentListing,
      'Yo Agent Listing.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      agentListing,
    ],
  ];
  const documents: StoredDocument[] = [];
  for (const [fileId, fileName, contentType, build] of builders) {
    if (missing.has(fileId))
      documents.push({ fileId, fileName, contentType, content: await build() });
  }
  for (const fileId of VIDEOS) if (missing.has(fileId)) documents.push(video(fileId));
  return documents;
}

export const SEEDED_DOCUMENT_IDS: readonly string[] = [
  DOCUMENT_IDS.terms,
  DOCUMENT_IDS.privacy,
  DOCUMENT_IDS.letterOfInterest,
  DOCUMENT_IDS.agentListing,
  ...VIDEOS,
];
