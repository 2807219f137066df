import { describe, expect, it } from 'vitest';
import {
  applyDigitMask,
  applyMaskEdit,
  caretAfterDigit,
  digitsBefore,
  maskCapacity,
} from './digitMask.js';

const CARD = '#### #### #### ####';
const EXPIRY = '##/##';
const PHONE = '#(###) ###-####';

describe('applyDigitMask', () => {
  it('groups a card number in fours as it grows', () => {
    expect(applyDigitMask(CARD, '4111')).toBe('4111');
    expect(applyDigitMask(CARD, '41111')).toBe('4111 1');
    expect(applyDigitMask(CARD, '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(applyDigitMask(CARD, '4111 1111 1111 1111 999')).toBe('4111 1111 1111 1111');
  });

  it('writes MM/YY and the phone mask', () => {
    expect(applyDigitMask(EXPIRY, '1')).toBe('1');
    expect(applyDigitMask(EXPIRY, '123')).toBe('12/3');
    expect(applyDigitMask(EXPIRY, '12/34')).toBe('12/34');
    expect(applyDigitMask(PHONE, '1868')).toBe('1(868');
    expect(applyDigitMask(PHONE, '18685551234')).toBe('1(868) 555-1234');
    expect(applyDigitMask(`+${PHONE}`, '18685551234')).toBe('+1(868) 555-1234');
  });

  it('ignores anything that is not a digit', () => {
    expect(applyDigitMask(CARD, 'ab4c1-1 1')).toBe('4111');
    expect(applyDigitMask(CARD, '')).toBe('');
  });
});

describe('caret helpers', () => {
  it('counts digits and finds the position after the nth digit', () => {
    expect(maskCapacity(CARD)).toBe(16);
    expect(digitsBefore('4111 1111', 6)).toBe(5);
    expect(caretAfterDigit('4111 1111', 4)).toBe(4);
    expect(caretAfterDigit('4111 1111', 5)).toBe(6);
    expect(caretAfterDigit('+1(868', 0)).toBe(1);
    expect(caretAfterDigit('', 0)).toBe(0);
  });
});

describe('applyMaskEdit', () => {
  it('keeps the caret after the digit typed in the middle of a card number', () => {
    // "4111 1111 |1111" → the user types 9 before the third group.
    const previous = '4111 1111 1111';
    const raw = '4111 1111 91111';
    const result = applyMaskEdit(CARD, { raw, caret: 11, previous });
    expect(result.value).toBe('4111 1111 9111 1');
    expect(result.caret).toBe(11);
  });

  it('moves past a group separator when the typed digit ends a group', () => {
    const result = applyMaskEdit(CARD, { raw: '41111', caret: 5, previous: '4111' });
    expect(result).toEqual({ value: '4111 1', caret: 6 });
  });

  it('deletes a digit in the middle and keeps the caret there', () => {
    // Backspace after the 6th digit of "4111 1211 1111".
    const result = applyMaskEdit(CARD, {
      raw: '4111 111 1111',
      caret: 6,
      previous: '4111 1211 1111',
      key: 'Backspace',
    });
    expect(result).toEqual({ value: '4111 1111 111', caret: 6 });
  });

  it('deletes the digit before a separator on Backspace over the separator', () => {
    const result = applyMaskEdit(CARD, {
      raw: '41111234',
      caret: 4,
      previous: '4111 1234',
      key: 'Backspace',
    });
    expect(result).toEqual({ value: '4111 234', caret: 3 });
  });

  it('deletes the digit after a separator on Delete', () => {
    const result = applyMaskEdit(CARD, {
      raw: '41111234',
      caret: 4,
      previous: '4111 1234',
      key: 'Delete',
    });
    expect(result).toEqual({ value: '4111 234', caret: 4 });
  });

  it('refuses a digit once the mask is full, caret unchanged', () => {
    const previous = '12/34';
    const result = applyMaskEdit(EXPIRY, { raw: '192/34', caret: 2, previous });
    expect(result).toEqual({ value: '12/34', caret: 1 });
  });

  it('fills from a pasted, formatted value', () => {
    const result = applyMaskEdit(CARD, {
      raw: '5555-5555-5555-4444',
      caret: 19,
      previous: '',
    });
    expect(result).toEqual({ value: '5555 5555 5555 4444', caret: 19 });
  });

  it('cuts a paste that is too long to the capacity', () => {
    const result = applyMaskEdit('###', { raw: '12345', caret: 5, previous: '' });
    expect(result).toEqual({ value: '123', caret: 3 });
  });
});

describe('trailing literals', () => {
  it('shows the literals after the last digit', () => {
    expect(applyDigitMask(`+${PHONE}`, '1868', true)).toBe('+1(868) ');
    expect(applyDigitMask(`+${PHONE}`, '', true)).toBe('');
  });

  it('deletes the digit before them on Backspace', () => {
    const result = applyMaskEdit(`+${PHONE}`, {
      raw: '+1(868)',
      caret: 7,
      previous: '+1(868) ',
      key: 'Backspace',
      trailing: true,
    });
    expect(result).toEqual({ value: '+1(86', caret: 5 });
  });
});
