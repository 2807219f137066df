import type { PaymentFieldBaseProps } from '../CardNumberField/CardNumberField.js';
import { digitsOf, maskCapacity } from '../masks/digitMask.js';
import { completePhoneNumber } from '../masks/phoneNumber.js';
import { useDigitMask } from '../masks/useDigitMask.js';
import { TextField } from '../TextField/TextField.js';

/** Trinidad and Tobago numbers as the spec writes them: 1(868) 555-1234. */
export const PHONE_MASK = '#(###) ###-####';

export interface MaskedPhoneFieldProps extends PaymentFieldBaseProps {
  /** `#` is a digit, anything else is shown as typed past it. */
  mask?: string;
  /**
   * What an empty field starts with: its digits are the first digits of the number, and a leading
   * "+" is shown before the number (`+1868` → "+1(868) "). Use "1868" for no plus sign.
   */
  prefix?: string;
}

/**
 * Tabbing into a field selects all of it, so the first digit typed would replace the prefilled
 * "+1(868) ". The caret goes to the end instead; a click placing the caret is left alone.
 */
function keepPrefixOnFocus(input: HTMLInputElement) {
  const { value, selectionStart, selectionEnd } = input;
  const active = input.ownerDocument.activeElement === input;
  if (active && value !== '' && selectionStart === 0 && selectionEnd === value.length) {
    input.setSelectionRange(value.length, value.length);
  }
}

/** A phone number typed into a mask (default `#(###) ###-####`), starting with +1868. */
export function MaskedPhoneField({
  label = 'Mobile Number',
  mask = PHONE_MASK,
  prefix = '+1868',
  value,
  defaultValue,
  onChange,
  onKeyDown,
  onFocus,
  onBlur,
  ...rest
}: MaskedPhoneFieldProps) {
  const fullMask = prefix.startsWith('+') && !mask.startsWith('+') ? `+${mask}` : mask;
  const complete = (digits: string) => completePhoneNumber(digits, prefix, maskCapacity(fullMask));
  const masked = useDigitMask({
    mask: fullMask,
    value,
    defaultValue: defaultValue ?? digitsOf(prefix),
    onChange,
    onKeyDown,
    // "+1(868) " rather than "+1(868": the prefix reads as complete and typing continues after it.
    trailing: true,
    completeInsert: complete,
  });
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      value={masked.value}
      onChange={masked.onChange}
      onKeyDown={masked.onKeyDown}
      onFocus={(event) => {
        const input = event.currentTarget;
        // Browsers select on keyboard focus before or just after the focus event: check both.
        keepPrefixOnFocus(input);
        setTimeout(() => keepPrefixOnFocus(input), 0);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // A local number typed into an emptied field ("6201234") is the full one once left.
        const whole = complete(digitsOf(masked.value));
        if (whole && whole !== digitsOf(masked.value)) masked.replace(whole);
        onBlur?.(event);
      }}
      inputRef={masked.inputRef}
      autoComplete="tel"
      inputMode="tel"
    />
  );
}
