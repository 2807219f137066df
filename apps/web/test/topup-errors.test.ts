import { describe, expect, it } from 'vitest';
import { initialTopUpState, topUpErrors, type TopUpState } from '../src/flows/topup';

/** What shows under the top-up fields (5.7, 5.9, 5.10), from the state alone. */

const base = initialTopUpState('guest');
const carrier = { phoneProviderId: 2, name: 'bmobile', minimum: 60, maximum: 600 };

describe('top-up field messages', () => {
  it.each<[string, Partial<TopUpState>, ReturnType<typeof topUpErrors>]>([
    ['nothing touched', {}, { card: {}, address: {}, consent: {} }],
    [
      "the server's message under the number",
      { mobileNumber: '18686201234', numberMessage: 'Postpaid numbers cannot be topped up.' },
      {
        mobileNumber: 'Postpaid numbers cannot be topped up.',
        card: {},
        address: {},
        consent: {},
      },
    ],
    [
      'a short number once left',
      { mobileNumber: '1868620', touched: ['mobileNumber'] },
      { mobileNumber: 'Phone number is invalid', card: {}, address: {}, consent: {} },
    ],
    [
      'no message while the number is being checked',
      { mobileNumber: '18686201234', checkingNumber: '18686201234', touched: ['mobileNumber'] },
      { card: {}, address: {}, consent: {} },
    ],
    [
      "a custom amount below the carrier's minimum",
      { carrier, customAmount: '59.99' },
      { amount: 'Minimum Top Up Amount is $60', card: {}, address: {}, consent: {} },
    ],
    [
      "a custom amount above the carrier's maximum",
      { carrier, customAmount: '600.01' },
      { amount: 'Maximum Top Up Amount is $600', card: {}, address: {}, consent: {} },
    ],
    [
      'a custom amount within bounds',
      { carrier, customAmount: '60' },
      { card: {}, address: {}, consent: {} },
    ],
    [
      'an empty email once left',
      { touched: ['email'] },
      { email: 'Email cannot be empty', card: {}, address: {}, consent: {} },
    ],
    [
      'a bad email once left',
      { email: 'ann@', touched: ['email'] },
      { email: 'Invalid email address.', card: {}, address: {}, consent: {} },
    ],
    [
      'the card fields once pressed',
      { touched: ['name', 'cardNumber', 'expirationDate', 'cvv'] },
      {
        card: {
          name: 'Name cannot be empty.',
          cardNumber: 'Credit card number is required.',
          expirationDate: 'Expiration date cannot be empty.',
          // 5.7: a guest's empty CVV is a short one ('CVV cannot be empty.' is for customers).
          cvv: 'CVV must be exactly 3 digits.',
        },
        address: {},
        consent: {},
      },
    ],
    [
      'the terms and the captcha once pressed',
      { touched: ['agreed', 'captcha'] },
      {
        card: {},
        address: {},
        consent: {
          agreed: 'Please agree to the Terms & Conditions and Privacy Policy to proceed.',
          captcha: 'Please complete the captcha to proceed.',
        },
      },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(topUpErrors({ ...base, ...patch })).toEqual(expected);
  });
});
