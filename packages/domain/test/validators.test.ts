import { describe, expect, test } from 'vitest';
import {
  changeBillingCountry,
  countryHasStates,
  isValidEmail,
  signupPhoneExample,
  validateAccountCard,
  validateAccountCardField,
  validateAccountPhone,
  validateAccountPhoneField,
  validateBillPayDetails,
  validateBillPayDetailsField,
  validateBillingAddress,
  validateBillingAddressField,
  validateCardNotSaved,
  validateConsent,
  validateConsentField,
  validateContact,
  validateContactField,
  validateCvvAlternate,
  validateForgotPassword,
  validateForgotPasswordField,
  validateLogin,
  validateLoginField,
  validateNicknameUnique,
  validateOtp,
  validateOtpField,
  validatePaymentCard,
  validatePaymentCardField,
  validateProfile,
  validateProfileField,
  validateRemovePhone,
  validateResetPassword,
  validateResetPasswordField,
  validateSignup,
  validateSignupField,
  validateTopUp,
  validateTopUpField,
  validateUnsetPrimaryPhone,
  payeeHasComments,
  type AccountCardValues,
  type SignupValues,
} from '../src/index.js';

type Row = [string, string, Record<string, unknown>, string | undefined];

describe('5.1 email pattern', () => {
  test.each([
    ['ann.lee_1-x@mail-host.co.tt', true],
    ['a@b.museum', true],
    ['a@b.t', false],
    ['a@b.abcdefghij', false],
    ['a+b@c.com', false],
    ['ab.com', false],
    ['a@b.c0m', false],
  ])('%s → %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('5.2 login and forgot password', () => {
  test.each<Row>([
    ['username ok', 'username', { username: 'ann@mail.tt' }, undefined],
    ['username empty', 'username', { username: '  ' }, '*Username can not be empty.'],
    [
      'username invalid',
      'username',
      { username: 'ann' },
      'Invalid email.Please enter a valid email',
    ],
    ['password ok', 'password', { password: 'x' }, undefined],
    ['password empty', 'password', {}, 'Password can not be empty.'],
  ])('login: %s', (_, name, values, expected) => {
    expect(validateLoginField(name as 'username', values)).toBe(expected);
  });

  test('login form reports in order', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      ok: false,
      errors: { username: '*Username can not be empty.', password: 'Password can not be empty.' },
      first: '*Username can not be empty.',
    });
    expect(validateLogin({ username: 'a@b.tt', password: 'p' })).toEqual({
      ok: true,
      value: { username: 'a@b.tt', password: 'p' },
    });
  });

  test.each<Row>([
    ['ok', 'email', { email: 'a@b.tt' }, undefined],
    ['empty', 'email', { email: '' }, 'Email can not be empty.'],
    ['invalid', 'email', { email: 'a@b' }, 'Invalid email. Please enter a valid email.'],
  ])('forgot: %s', (_, name, values, expected) => {
    expect(validateForgotPasswordField(name as 'email', values)).toBe(expected);
    expect(validateForgotPassword(values).ok).toBe(expected === undefined);
  });
});

describe('5.3 OTP', () => {
  test.each<Row>([
    ['six digits', 'code', { code: '123456' }, undefined],
    ['six spaced digits', 'code', { code: '1 2 3 4 5 6' }, undefined],
    ['letters', 'code', { code: '12a456' }, 'OTP should be number only.'],
    ['short', 'code', { code: '12345' }, 'Please complete the OTP'],
    ['empty', 'code', {}, 'Please complete the OTP'],
  ])('%s', (_, name, values, expected) => {
    expect(validateOtpField(name as 'code', values)).toBe(expected);
    expect(validateOtp(values).ok).toBe(expected === undefined);
  });
});

describe('5.4 signup', () => {
  const valid: SignupValues = {
    mobNum: '1(868) 555 1234',
    firstName: "Mary-Ann O'Neil",
    lastName: 'Lee',
    email: 'mary@mail.tt',
    password: 'Secret#12',
    confirmPwd: 'Secret#12',
    referral: '',
    isChecked: true,
    countryId: 1,
    receivePromo: true,
  };
  const mobileMessage = 'Your mobile number must be at least 11 digits. E.g 1(868) 555 1234';

  test.each<Row>([
    ['mobile 11 digits', 'mobNum', {}, undefined],
    ['mobile 10 digits', 'mobNum', { mobNum: '1868555123' }, mobileMessage],
    ['mobile 12 digits', 'mobNum', { mobNum: '186855512345' }, mobileMessage],
    ['first name empty', 'firstName', { firstName: '' }, 'First Name cannot be empty'],
    ['first name digits', 'firstName', { firstName: 'Ann2' }, 'First Name is invalid'],
    ['first name 51 letters', 'firstName', { firstName: 'a'.repeat(51) }, 'First Name is invalid'],
    ['first name 50 letters', 'firstName', { firstName: 'a'.repeat(50) }, undefined],
    ['last name empty', 'lastName', { lastName: ' ' }, 'Last Name cannot be empty'],
    ['last name symbol', 'lastName', { lastName: 'Lee!' }, 'Last Name is invalid'],
    [
      'email invalid',
      'email',
      { email: 'mary+1@mail.tt' },
      'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
    ],
    [
      'password with spaces stripped',
      'password',
      { password: 'Sec ret#12', confirmPwd: 'Secret#12' },
      undefined,
    ],
    ...['Secret12', 'secret#12', 'SECRET#12', 'Secret#ab', 'Se#1', 'Secret.12'].map(
      (password): Row => [
        `password ${password}`,
        'password',
        { password },
        'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
      ],
    ),
    ['confirm matches without spaces', 'confirmPwd', { confirmPwd: 'Secret #12' }, undefined],
    [
      'confirm mismatch',
      'confirmPwd',
      { confirmPwd: 'Secret#13' },
      'Your password entries do not match.',
    ],
    ['referral ok', 'referral', { referral: 'AB-12 x' }, undefined],
    ['referral invalid', 'referral', { referral: 'AB_12' }, 'Invalid Referral Code'],
    ['terms unticked', 'isChecked', { isChecked: false }, 'Agree to the terms and conditions.'],
    ['country not chosen', 'countryId', { countryId: 0 }, 'Country is required.'],
  ])('%s', (_, name, changes, expected) => {
    expect(validateSignupField(name as 'mobNum', { ...valid, ...changes })).toBe(expected);
  });

  test('the mobile example follows the country phone code', () => {
    expect(signupPhoneExample('1246')).toBe('1(246) 555 1234');
    expect(validateSignupField('mobNum', { mobNum: '1' }, { phoneCode: '1246' })).toBe(
      'Your mobile number must be at least 11 digits. E.g 1(246) 555 1234',
    );
  });

  test('the form checks in the spec order: mobile, names, email, password, confirm, referral, terms, country', () => {
    const result = validateSignup({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([
      'mobNum',
      'firstName',
      'lastName',
      'email',
      'password',
      'isChecked',
      'countryId',
    ]);
    expect(result.first).toBe(mobileMessage);
    expect(validateSignup({ ...valid, mobNum: '18685551234', firstName: '' })).toMatchObject({
      first: 'First Name cannot be empty',
    });
    expect(validateSignup(valid).ok).toBe(true);
  });
});

describe('5.5 reset password', () => {
  const rule =
    'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.';
  test.each<Row>([
    ['period is a special here', 'password', { password: 'Secret.12' }, undefined],
    ['no special', 'password', { password: 'Secret12' }, rule],
    [
      'confirm follows the rule',
      'confirmPassword',
      { password: 'Secret.12', confirmPassword: 'secret' },
      rule,
    ],
    [
      'mismatch',
      'confirmPassword',
      { password: 'Secret.12', confirmPassword: 'Secret.13' },
      'Password not matched! please try again.',
    ],
    [
      'spaces removed',
      'confirmPassword',
      { password: 'Secret.12', confirmPassword: ' Secret .12' },
      undefined,
    ],
  ])('%s', (_, name, values, expected) => {
    expect(validateResetPasswordField(name as 'password', values)).toBe(expected);
  });
  test('form', () => {
    expect(validateResetPassword({ password: 'Secret.12', confirmPassword: 'Secret.12' }).ok).toBe(
      true,
    );
    expect(validateResetPassword({ password: 'Secret.12', confirmPassword: 'x' })).toMatchObject({
      ok: false,
      first: rule,
    });
  });
});

describe('5.6 bill pay step 0 and its step 2 repeat', () => {
  const valid = {
    providerId: 7,
    amount: '100',
    phoneNumber: '1(868)555-1234',
    accountNumber: 'AB-1234',
    email: 'ann@mail.tt',
    comment: '',
  };
  test.each<[string, string, Record<string, unknown>, object, string | undefined]>([
    ['payee chosen', 'providerId', {}, {}, undefined],
    ['no payee', 'providerId', { providerId: null }, {}, 'You must select a payee'],
    [
      'no payee (repeat)',
      'providerId',
      { providerId: 0 },
      { repeat: true },
      'You must select a payee.',
    ],
    ['amount at default minimum', 'amount', { amount: '25' }, {}, undefined],
    [
      'amount below default minimum',
      'amount',
      { amount: '24.99' },
      {},
      'Amount cannot be less than $25.00',
    ],
    ['amount empty', 'amount', { amount: '' }, {}, 'Amount cannot be less than $25.00'],
    [
      'amount above default limit',
      'amount',
      { amount: 5000.01 },
      {},
      'Amount cannot be more than $5000.00',
    ],
    ['amount at default limit', 'amount', { amount: 5000 }, {}, undefined],
    [
      'payee minimum',
      'amount',
      { amount: '10' },
      { provider: { minimum: 12.5, limit: 20000 } },
      'Amount cannot be less than $12.50',
    ],
    [
      'payee limit',
      'amount',
      { amount: '20000.01' },
      { provider: { minimum: 12.5, limit: 20000 } },
      'Amount cannot be more than $20000.00',
    ],
    [
      'below (repeat)',
      'amount',
      { amount: '1' },
      { repeat: true },
      'Amount cannot be less than $25.00.',
    ],
    [
      'above (repeat)',
      'amount',
      { amount: '9000' },
      { repeat: true },
      'Amount cannot be more than $5000.00.',
    ],
    [
      'phone just the prefix',
      'phoneNumber',
      { phoneNumber: '1868' },
      {},
      'Phone number is required',
    ],
    ['phone too short', 'phoneNumber', { phoneNumber: '1(868)55' }, {}, 'Phone number is invalid'],
    [
      'phone not checked on step 2',
      'phoneNumber',
      { phoneNumber: '1' },
      { repeat: true },
      undefined,
    ],
    [
      'account empty',
      'accountNumber',
      { accountNumber: '' },
      {},
      'Account number cannot be empty.',
    ],
    [
      'account invalid',
      'accountNumber',
      { accountNumber: 'AB 12' },
      {},
      'Account number is invalid.',
    ],
    [
      'account too long',
      'accountNumber',
      { accountNumber: 'A'.repeat(26) },
      {},
      'Account number is invalid.',
    ],
    [
      'account empty (repeat)',
      'accountNumber',
      { accountNumber: '' },
      { repeat: true },
      'Account number cannot be empty.',
    ],
    ['email empty', 'email', { email: '' }, {}, 'Email cannot be empty'],
    ['email invalid', 'email', { email: 'ann@' }, {}, 'Email is invalid'],
    ['email empty (repeat)', 'email', { email: '' }, { repeat: true }, 'Email cannot be empty.'],
    ['email invalid (repeat)', 'email', { email: 'ann@' }, { repeat: true }, 'Email is invalid.'],
  ])('%s', (_, name, changes, context, expected) => {
    expect(validateBillPayDetailsField(name as 'amount', { ...valid, ...changes }, context)).toBe(
      expected,
    );
  });

  test('form and comments flag', () => {
    expect(validateBillPayDetails(valid).ok).toBe(true);
    expect(validateBillPayDetails({ ...valid, providerId: null, email: '' })).toMatchObject({
      ok: false,
      first: 'You must select a payee',
      errors: { providerId: 'You must select a payee', email: 'Email cannot be empty' },
    });
    expect(payeeHasComments({ commentsField: true })).toBe(true);
    expect(payeeHasComments(null)).toBe(false);
  });
});

describe('5.7 card rules: payment forms', () => {
  const now = new Date(2026, 10, 22);
  const valid = {
    customerCardId: 0,
    name: 'Ann Lee',
    cardNumber: '4111 1111 1111 1111',
    expirationDate: '12/28',
    cvv: '123',
  };
  test.each<[string, string, Record<string, unknown>, object, string | undefined]>([
    ['name ok', 'name', {}, {}, undefined],
    ['name empty', 'name', { name: '' }, {}, 'Name cannot be empty.'],
    ['name invalid', 'name', { name: 'Ann L33' }, {}, 'Name on Card is invalid.'],
    ['name too long', 'name', { name: 'a'.repeat(51) }, {}, 'Name on Card is invalid.'],
    ['number required', 'cardNumber', { cardNumber: '' }, {}, 'Credit card number is required.'],
    [
      'AMEX refused',
      'cardNumber',
      { cardNumber: '378282246310005' },
      {},
      'Invalid credit card number.',
    ],
    [
      'Visa Electron refused',
      'cardNumber',
      { cardNumber: '4917300800000000' },
      {},
      'Invalid credit card number.',
    ],
    [
      'not digits',
      'cardNumber',
      { cardNumber: '4111-1111-1111-1111' },
      {},
      'Invalid credit card number.',
    ],
    [
      'Visa 15 digits',
      'cardNumber',
      { cardNumber: '411111111111111' },
      {},
      'Incomplete Credit Card Number.',
    ],
    [
      'Mastercard 15 digits',
      'cardNumber',
      { cardNumber: '555555555555444' },
      {},
      'Incomplete Credit Card Number.',
    ],
    [
      'Luhn fails',
      'cardNumber',
      { cardNumber: '4111111111111112' },
      {},
      'Invalid credit card number.',
    ],
    ['Visa 13 digits', 'cardNumber', { cardNumber: '4222222222222' }, {}, undefined],
    ['Mastercard 51-55', 'cardNumber', { cardNumber: '5555 5555 5555 4444' }, {}, undefined],
    ['Mastercard 2-series', 'cardNumber', { cardNumber: '2223003122003222' }, {}, undefined],
    [
      'expiry empty',
      'expirationDate',
      { expirationDate: '' },
      { now },
      'Expiration date cannot be empty.',
    ],
    [
      'expiry incomplete',
      'expirationDate',
      { expirationDate: '12/2' },
      { now },
      'Expiration date is incomplete.',
    ],
    [
      'month 13',
      'expirationDate',
      { expirationDate: '13/28' },
      { now },
      'Expiration date is invalid.',
    ],
    [
      'month 00',
      'expirationDate',
      { expirationDate: '00/28' },
      { now },
      'Expiration date is invalid.',
    ],
    [
      'year 19',
      'expirationDate',
      { expirationDate: '1219' },
      { now },
      'Expiration date is invalid.',
    ],
    [
      'last month',
      'expirationDate',
      { expirationDate: '10/26' },
      { now },
      'Expiration date is invalid.',
    ],
    ['this month', 'expirationDate', { expirationDate: '11/26' }, { now }, undefined],
    ['MMYY', 'expirationDate', { expirationDate: '0127' }, { now }, undefined],
    [
      'too many digits',
      'expirationDate',
      { expirationDate: '12/281' },
      { now },
      'Expiration date is invalid.',
    ],
    ['cvv guest empty', 'cvv', { cvv: '' }, {}, 'CVV must be exactly 3 digits.'],
    ['cvv signed in empty', 'cvv', { cvv: '' }, { signedIn: true }, 'CVV cannot be empty.'],
    ['cvv short', 'cvv', { cvv: '12' }, { signedIn: true }, 'CVV must be exactly 3 digits.'],
    ['cvv four', 'cvv', { cvv: '1234' }, {}, 'CVV must be exactly 3 digits.'],
    [
      'saved card not chosen',
      'customerCardId',
      { customerCardId: 0 },
      { signedIn: true, useSavedCard: true },
      'Must select a payment method.',
    ],
    [
      'saved card chosen',
      'customerCardId',
      { customerCardId: 9 },
      { signedIn: true, useSavedCard: true },
      undefined,
    ],
    [
      'saved card needs cvv',
      'cvv',
      { cvv: '' },
      { signedIn: true, useSavedCard: true },
      'CVV cannot be empty.',
    ],
    [
      'saved card: number not asked',
      'cardNumber',
      { cardNumber: '' },
      { signedIn: true, useSavedCard: true },
      undefined,
    ],
  ])('%s', (_, name, changes, context, expected) => {
    expect(validatePaymentCardField(name as 'cvv', { ...valid, ...changes }, context)).toBe(
      expected,
    );
  });

  test('form', () => {
    expect(validatePaymentCard(valid, { now }).ok).toBe(true);
    expect(
      validatePaymentCard({ ...valid, name: '', cvv: '' }, { now, signedIn: true }),
    ).toMatchObject({
      ok: false,
      errors: { name: 'Name cannot be empty.', cvv: 'CVV cannot be empty.' },
      first: 'Name cannot be empty.',
    });
  });

  test('the alternate CVV check allows 3 or 4 digits', () => {
    expect(validateCvvAlternate('1234')).toBeUndefined();
    expect(validateCvvAlternate('123')).toBeUndefined();
    expect(validateCvvAlternate('12')).toBe('check cvv number');
  });

  const saved = [
    { customerCardId: 1, cardNumber: '************1111', nickName: 'Visa-1111' },
    { customerCardId: 2, cardNumber: '5555', nickName: 'Groceries' },
  ];
  test('a new card with a saved card’s last four', () => {
    expect(validateCardNotSaved('4111111111111111', saved)).toBe(
      'This card is already saved for this account.',
    );
    expect(validateCardNotSaved('4222222222222', saved)).toBeUndefined();
  });
  test('a nickname already used (other than the card’s own)', () => {
    expect(validateNicknameUnique(' groceries ', saved)).toBe(
      'Payment method name: "groceries" already exist. Please use another name.',
    );
    expect(validateNicknameUnique('Groceries', saved, 2)).toBeUndefined();
    expect(validateNicknameUnique('Bills', saved)).toBeUndefined();
  });
});

describe('5.7 card rules: account card form', () => {
  const now = new Date(2026, 10, 22);
  const saved = [{ customerCardId: 1, cardNumber: '************4444', nickName: 'Visa-4444' }];
  const valid: AccountCardValues = {
    name: 'Ann Lee',
    cardNumber: '4111111111111111',
    expirationDate: '12/28',
    cvv: '123',
    nickName: 'Bills',
    countryCode: '780',
    state: '',
    city: 'Arima',
    line1: '1 Main Road',
    line2: '',
    postalCode: '',
    tac: true,
  };
  const add = { mode: 'add' as const, savedCards: saved, now };
  test.each<[string, string, Partial<AccountCardValues>, object, string | undefined]>([
    ['name ok', 'name', {}, add, undefined],
    ['name empty', 'name', { name: '' }, add, 'Card name is required.'],
    [
      'name invalid',
      'name',
      { name: 'Ann 2' },
      add,
      'Name on Card cannot contain numbers or special characters.',
    ],
    ['name short', 'name', { name: 'Al' }, add, 'Names should be min. 3 char.'],
    [
      'name long',
      'name',
      { name: 'a'.repeat(51) },
      add,
      'Name on Card cannot contain numbers or special characters.',
    ],
    ['number required', 'cardNumber', { cardNumber: '' }, add, 'Credit card number is required.'],
    [
      'number not digits',
      'cardNumber',
      { cardNumber: '4111-1111-1111-1111' },
      add,
      'Card should be number only.',
    ],
    [
      'number short',
      'cardNumber',
      { cardNumber: '4222222222222' },
      add,
      'check card number should be 16',
    ],
    [
      'no card type',
      'cardNumber',
      { cardNumber: '9111111111111111' },
      add,
      'Please select card type.',
    ],
    [
      'Discover refused',
      'cardNumber',
      { cardNumber: '6011111111111117' },
      add,
      'Invalid credit card number.',
    ],
    ['Visa 17 digits', 'cardNumber', { cardNumber: '41111111111111113' }, add, 'check card number'],
    [
      'Luhn fails',
      'cardNumber',
      { cardNumber: '4111111111111112' },
      add,
      'Invalid credit card number.',
    ],
    [
      'already saved',
      'cardNumber',
      { cardNumber: '5555555555554444' },
      add,
      'This card is already saved for this account.',
    ],
    [
      'number not asked when editing',
      'cardNumber',
      { cardNumber: '' },
      { mode: 'edit', now },
      undefined,
    ],
    [
      'expiry empty',
      'expirationDate',
      { expirationDate: '' },
      add,
      'Credit card expiration date is required.',
    ],
    [
      'expiry incomplete',
      'expirationDate',
      { expirationDate: '1' },
      add,
      'Expiration date is incomplete.',
    ],
    [
      'expiry invalid',
      'expirationDate',
      { expirationDate: '13/30' },
      add,
      'Please enter valid card expiration date.',
    ],
    ['cvv empty', 'cvv', { cvv: '' }, add, 'CVV is required.'],
    ['cvv short', 'cvv', { cvv: '12' }, add, 'CVV must be three (3) digits.'],
    ['cvv not asked when editing', 'cvv', { cvv: '' }, { mode: 'edit', now }, undefined],
    [
      'nickname taken',
      'nickName',
      { nickName: 'Visa-4444' },
      add,
      'Payment method name: "Visa-4444" already exist. Please use another name.',
    ],
    [
      'own nickname',
      'nickName',
      { nickName: 'Visa-4444' },
      { mode: 'edit', savedCards: saved, customerCardId: 1, now },
      undefined,
    ],
    ['line 1', 'line1', { line1: '' }, add, 'Address line one is required.'],
    ['city', 'city', { city: '' }, add, 'City is required.'],
    ['country', 'countryCode', { countryCode: '' }, add, 'Country is required.'],
    ['state for 840', 'state', { countryCode: '840', state: '' }, add, 'State is required.'],
    ['state given for 840', 'state', { countryCode: '840', state: 'NY' }, add, undefined],
    ['no state outside 840', 'state', { countryCode: '780', state: '' }, add, undefined],
    ['terms', 'tac', { tac: false }, add, 'Agree to Terms and Conditions'],
  ])('%s', (_, name, changes, context, expected) => {
    expect(
      validateAccountCardField(name as 'name', { ...valid, ...changes }, context as typeof add),
    ).toBe(expected);
  });

  test('a failed form shows "Please fix the highlighted errors."', () => {
    expect(validateAccountCard(valid, add).ok).toBe(true);
    expect(validateAccountCard({ ...valid, city: '' }, add)).toEqual({
      ok: false,
      errors: { city: 'City is required.' },
      first: 'Please fix the highlighted errors.',
    });
  });
});

describe('5.7, 5.8 billing address', () => {
  test.each<[string, string, Record<string, string>, boolean, string | undefined]>([
    ['optional and blank', 'line1', { countryCode: '780' }, false, undefined],
    [
      'optional but started',
      'line1',
      { countryCode: '780', city: 'Arima' },
      false,
      'Address line one is required.',
    ],
    ['required line 1', 'line1', {}, true, 'Address line one is required.'],
    ['required city', 'city', { line1: 'x' }, true, 'City is required.'],
    ['required country', 'countryCode', { countryCode: '' }, true, 'Country is required.'],
    ['state for 840', 'state', { countryCode: '840' }, true, 'State is required.'],
    [
      'state for 840 when optional but started',
      'state',
      { countryCode: '840', line1: 'x' },
      false,
      'State is required.',
    ],
  ])('%s', (_, name, values, required, expected) => {
    expect(validateBillingAddressField(name as 'line1', values, { required })).toBe(expected);
  });

  test('form and country rules', () => {
    expect(
      validateBillingAddress(
        { countryCode: '840', line1: 'a', city: 'b', state: 'NY' },
        { required: true },
      ).ok,
    ).toBe(true);
    expect(countryHasStates('840')).toBe(true);
    expect(countryHasStates(840)).toBe(true);
    expect(countryHasStates('780')).toBe(false);
    expect(
      changeBillingCountry(
        {
          countryCode: '840',
          line1: 'a',
          line2: 'b',
          city: 'c',
          postalCode: 'd',
          state: 'NY',
          firstName: 'Ann',
        },
        '780',
      ),
    ).toEqual({
      countryCode: '780',
      line1: '',
      line2: '',
      city: '',
      postalCode: '',
      state: '',
      firstName: 'Ann',
    });
  });
});

describe('5.9 terms and captcha', () => {
  test.each<Row>([
    ['agreed', 'agreed', { agreed: true }, undefined],
    [
      'not agreed',
      'agreed',
      { agreed: false },
      'Please agree to the Terms & Conditions and Privacy Policy to proceed.',
    ],
    ['captcha', 'captcha', { captcha: 'token' }, undefined],
    ['no captcha', 'captcha', { captcha: '' }, 'Please complete the captcha to proceed.'],
  ])('%s', (_, name, values, expected) => {
    expect(validateConsentField(name as 'agreed', values)).toBe(expected);
  });
  test('terms before captcha', () => {
    expect(validateConsent({})).toMatchObject({
      first: 'Please agree to the Terms & Conditions and Privacy Policy to proceed.',
    });
    expect(validateConsent({ agreed: true, captcha: 't' }).ok).toBe(true);
  });
});

describe('5.10 top-up', () => {
  const valid = { email: 'ann@mail.tt', mobileNumber: '+1(868) 555-1234', amount: '60' };
  test.each<[string, string, Record<string, unknown>, object, string | undefined]>([
    ['email ok', 'email', {}, {}, undefined],
    ['email empty', 'email', { email: '' }, {}, 'Email cannot be empty'],
    ['email invalid', 'email', { email: 'ann' }, {}, 'Invalid email address.'],
    ['mobile 11 digits', 'mobileNumber', {}, {}, undefined],
    [
      'mobile 10 digits',
      'mobileNumber',
      { mobileNumber: '+1(868) 555-123' },
      {},
      'Phone number is invalid',
    ],
    ['amount at default minimum', 'amount', { amount: '50' }, {}, undefined],
    [
      'amount below default minimum',
      'amount',
      { amount: '49.99' },
      {},
      'Minimum Top Up Amount is $50',
    ],
    [
      'amount above default maximum',
      'amount',
      { amount: '500.01' },
      {},
      'Maximum Top Up Amount is $500',
    ],
    ['negative', 'amount', { amount: '-60' }, {}, 'Minimum Top Up Amount is $50'],
    ['three decimals', 'amount', { amount: '60.001' }, {}, 'Minimum Top Up Amount is $50'],
    [
      'carrier bounds',
      'amount',
      { amount: '10' },
      { carrier: { minimum: 12.5, maximum: 100 } },
      'Minimum Top Up Amount is $12.5',
    ],
    [
      'carrier maximum',
      'amount',
      { amount: '101' },
      { carrier: { minimum: 12.5, maximum: 100 } },
      'Maximum Top Up Amount is $100',
    ],
    ['preset amount', 'amount', { amount: 100 }, {}, undefined],
  ])('%s', (_, name, changes, context, expected) => {
    expect(validateTopUpField(name as 'amount', { ...valid, ...changes }, context)).toBe(expected);
  });
  test('form', () => {
    expect(validateTopUp(valid).ok).toBe(true);
    expect(validateTopUp({ ...valid, email: '' })).toMatchObject({
      first: 'Email cannot be empty',
    });
  });
});

describe('5.11 contact form', () => {
  const valid = { name: "Ann O'Neil-Lee", email: 'ann@mail.tt', mobile: '', message: 'Hi' };
  test.each<Row>([
    ['name ok', 'name', {}, undefined],
    ['name empty', 'name', { name: '' }, 'Name cannot be empty'],
    [
      'name with digits',
      'name',
      { name: 'Ann 2' },
      'Name cannot include special symbols or numbers',
    ],
    [
      'name too long',
      'name',
      { name: 'a'.repeat(51) },
      'Name cannot include special symbols or numbers',
    ],
    ['email empty', 'email', { email: '' }, 'Email cannot be empty'],
    ['email invalid', 'email', { email: 'ann' }, 'Email is invalid'],
    ['message empty', 'message', { message: ' ' }, 'Message cannot be empty'],
    ['mobile optional', 'mobile', { mobile: '' }, undefined],
    ['mobile 15 digits', 'mobile', { mobile: '1'.repeat(15) }, undefined],
    ['mobile 16 digits', 'mobile', { mobile: '1'.repeat(16) }, 'Phone number is invalid'],
    ['mobile not digits', 'mobile', { mobile: '868-555' }, 'Phone number is invalid'],
  ])('%s', (_, name, changes, expected) => {
    expect(validateContactField(name as 'name', { ...valid, ...changes })).toBe(expected);
  });
  test('form', () => {
    expect(validateContact(valid).ok).toBe(true);
    expect(validateContact({})).toMatchObject({ first: 'Name cannot be empty' });
  });
});

describe('5.12 account profile and phones', () => {
  test.each<Row>([
    ['first ok', 'firstName', { firstName: 'Ann' }, undefined],
    ['first empty', 'firstName', { firstName: '' }, 'First Name cannot be empty'],
    ['first invalid', 'firstName', { firstName: 'Ann!' }, 'First Name is invalid'],
    ['first too long', 'firstName', { firstName: 'a'.repeat(51) }, 'First Name is invalid'],
    ['last empty', 'lastName', { lastName: '' }, 'Last Name cannot be empty'],
    ['last invalid', 'lastName', { lastName: 'L3e' }, 'Last Name is invalid'],
    ['last too long', 'lastName', { lastName: 'a'.repeat(51) }, 'Last Name is invalid'],
  ])('%s', (_, name, values, expected) => {
    expect(validateProfileField(name as 'firstName', values)).toBe(expected);
  });
  test('profile form', () => {
    expect(validateProfile({ firstName: 'Ann', lastName: 'Lee' }).ok).toBe(true);
  });

  test.each([
    ['+1(868) 555-1234', undefined],
    ['+1868555123456', undefined],
    ['+1868555123', 'Mobile Number should be of 11 to 13 digits'],
    ['+18685551234567', 'Mobile Number should be of 11 to 13 digits'],
  ])('account mobile %s', (phoneNumber, expected) => {
    expect(validateAccountPhoneField('phoneNumber', { phoneNumber })).toBe(expected);
    expect(validateAccountPhone({ phoneNumber }).ok).toBe(expected === undefined);
  });

  const primary = { customerPhoneId: 1, isPrimary: true, isActive: true };
  const other = { customerPhoneId: 2, isPrimary: false, isActive: true };
  test('the primary number cannot be removed', () => {
    expect(validateRemovePhone(primary)).toBe(
      'Cannot remove primary mobile number. Please set another mobile number as primary first.',
    );
    expect(validateRemovePhone(other)).toBeUndefined();
  });
  test('unsetting primary is refused for the primary or when none is primary', () => {
    const message =
      'Cannot unset primary mobile number. Please set another mobile number as primary first.';
    expect(validateUnsetPrimaryPhone(primary, [primary, other])).toBe(message);
    expect(validateUnsetPrimaryPhone(other, [{ ...primary, isPrimary: false }, other])).toBe(
      message,
    );
    expect(validateUnsetPrimaryPhone(other, [primary, other])).toBeUndefined();
  });
});
