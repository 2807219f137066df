import type { FocusEvent, ReactNode } from 'react';
import { I18nProvider, Input, NumberField } from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';

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

/**
 * An amount of money: TTD with two decimals, never negative. The user types digits and a point;
 * the amount is formatted ("TTD 1,250.00") when they leave the field. The app's limits and messages
 * come from @yo/domain.
 */
export function AmountField({
  label = 'Amount',
  description,
  errorMessage,
  isRequired = false,
  minValue = 0,
  currency = 'TTD',
  locale = 'en-TT',
  validationBehavior = 'aria',
  placeholder,
  'data-testid': testId,
  ...rest
}: AmountFieldProps) {
  return (
    <I18nProvider locale={locale}>
      <NumberField
        {...rest}
        isRequired={isRequired}
        minValue={minValue}
        validationBehavior={validationBehavior}
        isWheelDisabled
        formatOptions={{
          style: 'currency',
          currency,
          currencyDisplay: 'code',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }}
        className={fieldStyles.field}
        data-testid={testId}
      >
        {label ? <Label isRequired={isRequired}>{label}</Label> : null}
        <Input placeholder={placeholder} className={fieldStyles.control} />
        <FieldMessages description={description} errorMessage={errorMessage} />
      </NumberField>
    </I18nProvider>
  );
}
