/**
 * A whole phone number put into a phone field at once (pasted, autofilled), however it was
 * written: "+1 (868) 555-1234", "868-555-1234" and "555-1234" are all 1(868) 555-1234. Pure.
 */
import { digitsOf } from './digitMask.js';

/**
 * The full number that `digits` stand for, in a field of `capacity` digits whose numbers start
 * with `prefix` (its country code first: "1868"), or null when they are not a whole number.
 * - capacity digits (18685551234): the number as it is;
 * - one fewer (8685551234): the number without its country code;
 * - capacity less the prefix (5551234): the local number.
 * Digits starting with the country code are the start of a full number being typed, never a
 * shorter one (area and local numbers never start with 1 in the North American plan).
 */
export function completePhoneNumber(
  digits: string,
  prefix: string,
  capacity: number,
): string | null {
  const number = digitsOf(digits);
  const prefixDigits = digitsOf(prefix);
  const countryCode = prefixDigits.slice(0, 1);
  if (number.length === capacity) return number;
  if (countryCode === '' || number.startsWith(countryCode)) return null;
  if (number.length === capacity - 1) return countryCode + number;
  if (prefixDigits.length > 1 && number.length === capacity - prefixDigits.length) {
    return prefixDigits + number;
  }
  return null;
}
