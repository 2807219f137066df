import { describe, expect, it } from 'vitest';
import { completePhoneNumber } from './phoneNumber.js';

describe('completePhoneNumber: a number put in whole, however it was written', () => {
  it.each([
    // 11 digits, with or without +, spaces, dashes, brackets
    ['18685551234', '18685551234'],
    ['+18685551234', '18685551234'],
    ['+1 (868) 555-1234', '18685551234'],
    ['1-868-555-1234', '18685551234'],
    // 10 digits: the number without its country code
    ['8685551234', '18685551234'],
    ['(868) 555-1234', '18685551234'],
    ['868 555 1234', '18685551234'],
    // 7 digits: the local number
    ['5551234', '18685551234'],
    ['555-1234', '18685551234'],
    ['620 1234', '18686201234'],
    // not a whole number: left to the mask
    ['555', null],
    ['86855512', null],
    ['1868555', null],
    ['1868555123', null],
    ['', null],
  ])('%j → %j', (pasted, whole) => {
    expect(completePhoneNumber(pasted, '+1868', 11)).toBe(whole);
    expect(completePhoneNumber(pasted, '1868', 11)).toBe(whole);
  });
});
