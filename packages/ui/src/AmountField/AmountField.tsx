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
  /**
   * The amount as decimal text in currency units ('25.5' is $25.50); '' when the field is empty.
   * Text, not a number, so no amount goes through binary floating point: the app parses it into
   * cents (@yo/domain's `parseAmount`).
   */
  value?: string;
  defaultValue?: string;
  /**
   * Called with the decimal text typed (grouping and currency taken out, at most two decimals,
   * rounded half up on its digits: '1,250.555' gives '1250.56') when the user leaves the field or
   * presses Enter; '' when cleared.
   */
  onChange?: (value: string) => void;
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

/**
 * The decimal text of what was typed: digits and one point, at most two decimals rounded half up
 * on the digits themselves ('25.555' → '25.56', '.5' → '0.5'); '' if no digit was typed.
 */
export function amountText(typed: string): string {
  const [whole = '', fraction = ''] = typed.replace(/[^\d.]/g, '').split('.');
  if (whole === '' && fraction === '') return '';
  const units = (whole || '0').replace(/^0+(?=\d)/, '');
  if (fraction.length <= 2) return fraction === '' ? units : `${units}.${fraction}`;
  const thousandths = BigInt(units) * 1000n + BigInt(fraction.slice(0, 3));
  const cents = (thousandths + 5n) / 10n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
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
  const [own, setOwn] = useState(defaultValue ?? '');
  const amount = value ?? own;
  // Intl formats a decimal string exactly, with no float on the way.
  const formatted = (text: string) => (text === '' ? '' : format.format(text as `${number}`));
  // The text being typed; null while it shows the amount, formatted.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = amountText(draft);
    setOwn(next);
    if (next !== amount) onChange?.(next);
  };

  return (
    <TextField
      {...rest}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck="false"
      value={draft ?? formatted(amountText(amount))}
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
