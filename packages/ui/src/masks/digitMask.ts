/**
 * Digit masks for the payment fields: `#` is a digit, anything else a literal that appears once a
 * digit follows it (so the text grows as the user types). Pure functions, no DOM: they format only;
 * whether a value is valid is the app's rule (@yo/domain).
 */

/** The digits of a text, in order. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** How many digits a mask holds. */
export function maskCapacity(mask: string): number {
  return mask.split('').filter((symbol) => symbol === '#').length;
}

/**
 * Fills a mask's `#` with the digits of `value`; extra digits are dropped. With `trailing`, the
 * literals after the last digit are shown too ("1868" → "1(868) "), as for a phone prefix.
 */
export function applyDigitMask(mask: string, value: string, trailing = false): string {
  const digits = digitsOf(value);
  let output = '';
  let next = 0;
  let pending = '';
  for (const symbol of mask) {
    if (next >= digits.length) {
      if (trailing && next > 0 && symbol !== '#') {
        output += symbol;
        continue;
      }
      break;
    }
    if (symbol === '#') {
      output += pending + digits[next];
      next += 1;
      pending = '';
    } else {
      pending += symbol;
    }
  }
  return output;
}

/** How many digits come before position `end` of `text`. */
export function digitsBefore(text: string, end: number): number {
  return digitsOf(text.slice(0, end)).length;
}

/** The caret position just after the `count`-th digit of a formatted text (0 for none). */
export function caretAfterDigit(formatted: string, count: number): number {
  if (count <= 0) {
    // Before the first digit, after any leading literal such as "+".
    const first = formatted.search(/\d/);
    return first < 0 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return formatted.length;
}

export interface MaskEdit {
  /** The text in the input after the user's edit, before formatting. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  /** The formatted value before the edit. */
  previous: string;
  /** The key that made the edit, when known ('Backspace' or 'Delete'). */
  key?: string | undefined;
  /** Show the literals after the last digit (see `applyDigitMask`). */
  trailing?: boolean;
}

/**
 * Formats an edit and says where the caret goes, so that typing, deleting or pasting in the
 * middle keeps the caret beside the digits the user was working on.
 * - Typing past the mask's capacity is refused (the value does not change).
 * - Deleting only a literal (a space, a slash) deletes the digit beside it instead.
 */
export function applyMaskEdit(
  mask: string,
  { raw, caret, previous, key, trailing = false }: MaskEdit,
): { value: string; caret: number } {
  const capacity = maskCapacity(mask);
  let digits = digitsOf(raw);
  let before = digitsBefore(raw, caret);
  const previousDigits = digitsOf(previous);

  if (digits.length > capacity) {
    if (previousDigits.length >= capacity) {
      // Full already: refuse the insertion and leave the caret where it was.
      const inserted = raw.length - previous.length;
      const previousCaret = Math.max(0, caret - Math.max(inserted, 0));
      return { value: previous, caret: previousCaret };
    }
    digits = digits.slice(0, capacity);
    before = Math.min(before, capacity);
  } else if (raw.length < previous.length && digits === previousDigits && digits.length > 0) {
    // Only a literal went: remove the digit before it (Backspace) or after it (Delete).
    if (key === 'Delete') {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }

  const value = applyDigitMask(mask, digits, trailing);
  return { value, caret: caretAfterDigit(value, before) };
}
