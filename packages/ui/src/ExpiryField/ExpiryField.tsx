import type { PaymentFieldBaseProps } from '../CardNumberField/CardNumberField.js';
import { useDigitMask } from '../masks/useDigitMask.js';
import { TextField } from '../TextField/TextField.js';

/** Month and year: what the field shows as the user types ("12/3" grows into "12/34"). */
export const EXPIRY_MASK = '##/##';

export type ExpiryFieldProps = PaymentFieldBaseProps;

/**
 * A card's expiration date as MM/YY: digits only, the slash added as the user types. onChange
 * gives "MM/YY" and the stored "MMYY" digits; whether the date is valid is the app's rule.
 */
export function ExpiryField({
  label = 'Expiration Date',
  placeholder = 'MM/YY',
  value,
  defaultValue,
  onChange,
  onKeyDown,
  ...rest
}: ExpiryFieldProps) {
  const mask = useDigitMask({ mask: EXPIRY_MASK, value, defaultValue, onChange, onKeyDown });
  return (
    <TextField
      {...rest}
      label={label}
      placeholder={placeholder}
      value={mask.value}
      onChange={mask.onChange}
      onKeyDown={mask.onKeyDown}
      inputRef={mask.inputRef}
      autoComplete="cc-exp"
      inputMode="numeric"
      spellCheck="false"
    />
  );
}
