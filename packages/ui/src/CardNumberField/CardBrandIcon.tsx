import * as styles from './CardNumberField.css.js';

/** The card brands the field can show a mark for; the app maps @yo/domain's detection to these. */
export type CardBrandName =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

/** The accessible names of the brand marks. */
export const cardBrandLabels: Record<CardBrandName, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unknown: 'Card brand not recognised',
};

export interface CardBrandIconProps {
  brand: CardBrandName;
  /** The accessible name; defaults to the brand's name. */
  label?: string;
  /** Hidden from screen readers (e.g. the generic mark of an empty field). */
  isDecorative?: boolean;
}

const text = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

function Mark({ brand }: { brand: CardBrandName }) {
  switch (brand) {
    case 'visa':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#FFFFFF" stroke="#C5CBD5" />
          <text x="20" y="17.5" fontSize="12" fontStyle="italic" fill="#1A1F71" {...text}>
            VISA
          </text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#FFFFFF" stroke="#C5CBD5" />
          <circle cx="15.5" cy="13" r="7.5" fill="#EB001B" />
          <circle cx="24.5" cy="13" r="7.5" fill="#F79E1B" />
          <path d="M20 7a7.5 7.5 0 0 1 0 12a7.5 7.5 0 0 1 0-12z" fill="#FF5F00" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#1F72CD" />
          <text x="20" y="16.5" fontSize="9" fill="#FFFFFF" {...text}>
            AMEX
          </text>
        </>
      );
    case 'discover':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#FFFFFF" stroke="#C5CBD5" />
          <text x="17" y="16" fontSize="7" fill="#1A1D24" {...text}>
            DISC
          </text>
          <circle cx="31" cy="13.5" r="4" fill="#E8711A" />
        </>
      );
    case 'diners':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#FFFFFF" stroke="#C5CBD5" />
          <circle cx="20" cy="13" r="8" fill="none" stroke="#0079BE" strokeWidth="2" />
          <path d="M17 8.5v9M23 8.5v9" stroke="#0079BE" strokeWidth="2" />
        </>
      );
    case 'jcb':
      return (
        <>
          <rect width="40" height="26" rx="4" fill="#FFFFFF" stroke="#C5CBD5" />
          <rect x="7" y="5" width="8" height="16" rx="2.5" fill="#0E4C96" />
          <rect x="16" y="5" width="8" height="16" rx="2.5" fill="#E21836" />
          <rect x="25" y="5" width="8" height="16" rx="2.5" fill="#007940" />
          <text x="20" y="16" fontSize="7" fill="#FFFFFF" {...text}>
            J C B
          </text>
        </>
      );
    default:
      return (
        <>
          <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#FFFFFF" stroke="#6B7280" />
          <rect x="1" y="6" width="38" height="4" fill="#6B7280" />
          <rect x="5" y="16" width="12" height="3" rx="1" fill="#6B7280" />
        </>
      );
  }
}

/** A small card-brand mark with an accessible name (role img). */
export function CardBrandIcon({ brand, label, isDecorative = false }: CardBrandIconProps) {
  return (
    <svg
      className={styles.brandIcon}
      viewBox="0 0 40 26"
      {...(isDecorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? cardBrandLabels[brand] })}
      data-brand={brand}
      focusable="false"
    >
      <Mark brand={brand} />
    </svg>
  );
}
