import type { PaymentFieldBaseProps } from '../CardNumberField/CardNumberField.js';
import { useDigitMask } from '../masks/useDigitMask.js';
import { TextField } from '../TextField/TextField.js';

export interface CvvFieldProps extends PaymentFieldBaseProps {
  /** How many digits it takes: 3 (the spec's rule) unless the app's alternate check allows 4. */
  length?: 3 | 4;
}

/** The card security code: digits only, 3 by default, filled by the browser as `cc-csc`. */
export function CvvField({
  label = 'CVV',
  length = 3,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  ...rest
}: CvvFieldProps) {
  const mask = useDigitMask({
    mask: '#'.repeat(length),
    value,
    defaultValue,
    onChange,
    onKeyDown,
  });
  return (
    <TextField
      {...rest}
      label={label}
      value={mask.value}
      onChange={mask.onChange}
      onKeyDown={mask.onKeyDown}
      inputRef={mask.inputRef}
      autoComplete="cc-csc"
      inputMode="numeric"
      spellCheck="false"
      maxLength={length}
    />
  );
}
