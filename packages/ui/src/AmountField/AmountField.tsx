import { useMemo, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldErrorMessage } from '../Field/Field.js';
import { TextField } from '../TextField/TextField.js';

export interface AmountFieldProps {
  /** The visible label. */
  label?: ReactNode;
  description?: ReactNode;
  /** The message from @yo/domain's validator (e.g. "Amount cannot be less than $25.00"). */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The amount in currency units (25.5 is $25.50); NaN when the field is empty. */
  value?: number;
  defaultValue?: number;
  /** Called with the amount, rounded to two decimals, when the user leaves the field or presses Enter; NaN when cleared. */
  onChange?: (value: number) => void;
  /** The lowest amount that can be typed; 0 by default, so negatives are impossible. */
  minValue?: number;
  maxValue?: number;
  /** ISO currency code shown with the amount. */
  currency?: string;
  /**
   * The locale that formats the amount. Trinidad and Tobago's English by default, so the app shows
   * "TTD 1,250.00" whatever the browser's language.
   */
  locale?: string;
  onBlur?: (event: FocusEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  /** `aria` (default) shows errors and lets the form submit so the app shows its summary. */
  validationBehavior?: 'aria' | 'native';
  name?: string;
  /** The input's id, for the error summary's link. */
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** What may be typed: digits, one point, grouping commas and spaces, and the currency code. */
const typeable = (text: string, currency: string) =>
  /^[\d,\s]*(\.[\d,\s]*)?$/.test(text.replace(currency, '').replace(/\u00a0/g, ' '));

/** The amount typed, rounded half up to cents on its digits (no binary rounding); NaN if none. */
function parseAmount(text: string): number {
  const [whole = '', fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
  if (whole === '' && fraction === '') return Number.NaN;
  const thousandths = Number(`${whole || '0'}${fraction.padEnd(3, '0').slice(0, 3)}`);
  return Math.round(thousandths / 10) / 100;
}

/**
 * An amount of money: TTD with two decimals, never negative. The user types digits and a point
 * (a decimal keypad on phones); the amount is formatted ("TTD 1,250.00") when they leave the field
 * or press Enter. A text field, so it costs no number-field script. The app's limits and messages
 * come from @yo/domain.
 */
export function AmountField({
  label = 'Amount',
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue = 0,
  maxValue,
  currency = 'TTD',
  locale = 'en-TT',
  ...rest
}: AmountFieldProps) {
  const format = useMemo(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [locale, currency],
  );
  const [own, setOwn] = useState(defaultValue ?? Number.NaN);
  const amount = value ?? own;
  // The text being typed; null while it shows the amount, formatted.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const parsed = parseAmount(draft);
    const next = Number.isNaN(parsed)
      ? parsed
      : Math.min(Math.max(parsed, minValue), maxValue ?? Number.POSITIVE_INFINITY);
    setOwn(next);
    if (!Object.is(next, amount)) onChange?.(next);
  };

  return (
    <TextField
      {...rest}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck="false"
      value={draft ?? (Number.isNaN(amount) ? '' : format.format(amount))}
      onChange={(text) => {
        if (typeable(text, currency)) setDraft(text);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
