import { create, is, validate } from 'superstruct';
import { describe, expect, test } from 'vitest';
import {
  AccountValidationFailureStruct,
  BannerQueryStruct,
  BillingAddressStruct,
  CustomerPaymentAmountQueryStruct,
  FILE_RESPONSE,
  PhoneActionQueryStruct,
  ProviderStruct,
  QueryBoolean,
  QueryInteger,
  QueryNumber,
  SavedCardStruct,
  ServiceStatusQueryStruct,
  failureEnvelope,
  routePath,
  routes,
  successEnvelope,
  successEnvelopeStruct,
  type RouteDefinition,
} from '../src/index.js';

const table = Object.entries(routes) as Array<[string, RouteDefinition]>;

describe('route table', () => {
  test('every method and path is unique and relative', () => {
    const keys = table.map(([, route]) => `${route.method} ${route.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, route] of table) expect(route.path).not.toMatch(/^\//);
  });

  test('each {param} of a path has a params struct naming it', () => {
    for (const [name, route] of table) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      if (names.length === 0) {
        expect(route.params, name).toBeUndefined();
        continue;
      }
      expect(Object.keys((route.params as unknown as { schema: object }).schema)).toEqual(names);
    }
  });

  test('GETs have no body; only payment POSTs are idempotent', () => {
    for (const [, route] of table) if (route.method === 'GET') expect(route.body).toBeUndefined();
    expect(table.filter(([, route]) => route.idempotent).map(([name]) => name)).toEqual([
      'postBillPay',
      'postTopUp',
    ]);
  });

  test('the spec calls are all there with their auth level', () => {
    const byPath = Object.fromEntries(
      table.map(([, route]) => [`${route.method} ${route.path}`, route.auth]),
    );
    expect(byPath).toMatchObject({
      'POST users/authenticateAPI': 'none',
      'POST users/authenticate': 'anonymous',
      'GET customers/getbyuserid': 'user',
      'POST users/verifyemailpass': 'none',
      'POST users/logout': 'anonymous',
      'GET Transaction/GetProviders': 'anonymous',
      'POST Transaction/PostTransactionAsync': 'anonymous',
      'POST transaction/filtered': 'user',
      'POST Customers/update': 'user',
      'GET document/{fileId}': 'none',
    });
    // The spec's 43 calls, Payments/GetOrderStatus (#29) and the seven passkey calls (#34).
    expect(table).toHaveLength(51);
    expect(byPath).toMatchObject({
      'GET Payments/GetOrderStatus': 'anonymous',
      'POST passkeys/register': 'user',
      'POST passkeys/signin': 'anonymous',
    });
    expect(
      table.filter(([, route]) => route.response === FILE_RESPONSE).map(([name]) => name),
    ).toEqual(['document', 'downloadReceipt', 'exportTransactionsExcel', 'exportTransactionsCsv']);
  });

  test('routePath fills and encodes parameters, and names a missing one', () => {
    expect(routePath('document/{fileId}', { fileId: 'a b' })).toBe('document/a%20b');
    expect(routePath('public/country/{id}/states', { id: 840 })).toBe('public/country/840/states');
    expect(() => routePath('document/{fileId}')).toThrow('Missing path parameter "fileId"');
  });
});

describe('envelope', () => {
  test('success and failure envelopes as the server sends them', () => {
    expect(successEnvelope([1])).toEqual({ state: 1, msg: null, data: [1] });
    expect(successEnvelope([1], { wrapped: true, msg: 'ok' })).toEqual({
      state: 1,
      msg: 'ok',
      data: { data: [1] },
    });
    expect(failureEnvelope('No')).toEqual({ state: -1, msg: 'No', data: null });
  });

  test('the wire struct of a route checks the envelope and data', () => {
    const cards = successEnvelopeStruct(routes.cardList.response, true);
    const card = {
      customerCardId: 1,
      customerId: 2,
      isActive: true,
      isPrimary: false,
      isDeleted: false,
      cardNumber: '1111',
      cardType: 'Visa',
      expirationDate: '1228',
      name: 'Ann Lee',
      nickName: 'Visa-1111',
    };
    expect(is(successEnvelope([card], { wrapped: true }), cards)).toBe(true);
    expect(is(successEnvelope([card]), cards)).toBe(false);
    expect(is(failureEnvelope('x'), cards)).toBe(false);
    expect(is(card, SavedCardStruct)).toBe(true);
    expect(is({ ...card, cardNumber: 1111 }, SavedCardStruct)).toBe(false);
  });
});

describe('query strings are coerced for the server', () => {
  test('numbers, integers and booleans', () => {
    expect(
      create({ billpayAmount: '12.5', merchantId: '7' }, CustomerPaymentAmountQueryStruct),
    ).toEqual({
      billpayAmount: 12.5,
      merchantId: 7,
    });
    expect(create({ pageName: 'home', isRegistered: 'false' }, BannerQueryStruct)).toEqual({
      pageName: 'home',
      isRegistered: false,
    });
    expect(create({ pageName: 'home', isRegistered: 'true' }, BannerQueryStruct).isRegistered).toBe(
      true,
    );
    expect(
      validate({ phoneId: '1.5', customerId: '2' }, PhoneActionQueryStruct, { coerce: true })[0],
    ).toBeDefined();
    expect(validate('abc', QueryNumber, { coerce: true })[0]).toBeDefined();
    expect(validate('', QueryNumber, { coerce: true })[0]).toBeDefined();
    expect(validate('yes', QueryBoolean, { coerce: true })[0]).toBeDefined();
    expect(create('-3', QueryInteger)).toBe(-3);
    expect(is({ serviceId: 'billpay' }, ServiceStatusQueryStruct)).toBe(true);
    expect(is({ serviceId: 'other' }, ServiceStatusQueryStruct)).toBe(false);
  });
});

describe('entities', () => {
  test('provider: optional bounds and fee fields', () => {
    expect(
      is({ providerId: 1, name: 'X', type: 'Charity', commentsField: true }, ProviderStruct),
    ).toBe(true);
    expect(is({ providerId: 1, name: 'X', type: 'Charity' }, ProviderStruct)).toBe(false);
  });
  test('billing address requests reject unknown keys', () => {
    const address = {
      id: 0,
      firstName: 'Ann',
      lastName: 'Lee',
      line1: 'a',
      city: 'b',
      countryCode: '780',
    };
    expect(is(address, BillingAddressStruct)).toBe(true);
    expect(is({ ...address, extra: 1 }, BillingAddressStruct)).toBe(false);
  });
  test('ValidateAccount failure names the field', () => {
    expect(is({ field: 'amount' }, AccountValidationFailureStruct)).toBe(true);
    expect(is({ field: 'email' }, AccountValidationFailureStruct)).toBe(false);
  });
});
