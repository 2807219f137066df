import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import type { FieldErrorMessage } from '../Field/Field.js';
import { useDigitMask } from '../masks/useDigitMask.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import { TextField } from '../TextField/TextField.js';
import { CardBrandIcon, cardBrandLabels, type CardBrandName } from './CardBrandIcon.js';

/** Four groups of four: what the field shows as the user types. */
export const CARD_NUMBER_MASK = '#### #### #### ####';

/** Props every payment field shares with TextField (an explicit list, no DOM passthrough). */
export interface PaymentFieldBaseProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The message from @yo/domain's validator, shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Controlled value (formatted or digits only). */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted value and its digits only. */
  onChange?: (value: string, digits: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  name?: string;
  /** The input's id, for the error summary's link. */
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

export interface CardNumberFieldProps extends PaymentFieldBaseProps {
  /**
   * The brand the app detected from the number (@yo/domain's `detectCardBrand`, mapped to these
   * names). Shown as a named mark at the end of the field; while it is undefined a generic,
   * decorative card shows.
   */
  brand?: CardBrandName;
  /** Overrides the brand mark's accessible name. */
  brandLabel?: string;
}

/**
 * The card number: digits only, in groups of four as the user types, with the caret kept in place
 * for edits in the middle and the detected brand's mark at the end.
 */
export function CardNumberField({
  label = 'Card Number',
  brand,
  brandLabel,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  ...rest
}: CardNumberFieldProps) {
  const mask = useDigitMask({ mask: CARD_NUMBER_MASK, value, defaultValue, onChange, onKeyDown });
  const brandName = brand ? (brandLabel ?? cardBrandLabels[brand]) : '';
  return (
    <>
      <TextField
        {...rest}
        label={label}
        value={mask.value}
        onChange={mask.onChange}
        onKeyDown={mask.onKeyDown}
        inputRef={mask.inputRef}
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck="false"
        // Always an adornment, so the input is never remounted (and never loses focus) when the
        // brand becomes known; an empty field shows a generic, decorative card.
        endAdornment={
          <CardBrandIcon
            brand={brand ?? 'unknown'}
            isDecorative={brand === undefined}
            {...(brandLabel ? { label: brandLabel } : {})}
          />
        }
      />
      {/* Screen-reader users hear the brand once it is detected (or changes) while they type. */}
      <span className={visuallyHidden} aria-live="polite">
        {brandName}
      </span>
    </>
  );
}
