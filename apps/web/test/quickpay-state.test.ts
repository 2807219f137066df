import { describe, expect, it } from 'vitest';
import { apiOrigin, resultFrameMessage } from '../src/lib/resultFrame';
import { buildSubmission, breakdownFor } from '../src/flows/billpay/submission';
import {
  REVIEW_STEP,
  RESULT_STEP,
  allStepsValidated,
  canFinish,
  editStep,
  finish,
  goBack,
  initialQuickPayState,
  invalidateDetails,
  passStep,
  prefillFromRoute,
  retryWithAnotherCard,
  stepLabels,
  submitFailed,
  submitStarted,
  submitSucceeded,
  type QuickPayState,
} from '../src/state/quickpay';
import type { Cents, Provider } from '@yo/domain';

function atStep(step: number, validated: number[] = []): QuickPayState {
  return { ...initialQuickPayState(), activeStep: step, validatedSteps: validated };
}

describe('the quick-pay stepper', () => {
  it('starts on step 0 with nothing validated and the 1868 phone prefix', () => {
    const state = initialQuickPayState();
    expect(state.activeStep).toBe(0);
    expect(state.validatedSteps).toEqual([]);
    expect(state.details.phoneNumber).toBe('1868');
    expect(state.address.countryCode).toBe('780');
    expect(state.result).toEqual({ status: 'none' });
    expect(canFinish(state)).toBe(false);
  });

  it('validates each step on Next and advances', () => {
    let state = passStep(atStep(0));
    expect(state.activeStep).toBe(1);
    expect(state.validatedSteps).toEqual([0]);
    state = passStep(state);
    expect(state.activeStep).toBe(2);
    expect(state.validatedSteps).toEqual([0, 1]);
    expect(canFinish(state)).toBe(false);
  });

  it('marks every step validated once step 2 is passed, which enables FINISH', () => {
    const state = passStep(atStep(2, [0, 1]));
    expect(state.activeStep).toBe(REVIEW_STEP);
    expect(state.validatedSteps).toEqual([0, 1, 2, 3]);
    expect(allStepsValidated(state)).toBe(true);
    // Back on an earlier step (edit), FINISH shows; not on the review itself.
    expect(canFinish(editStep(state, 0))).toBe(true);
    expect(canFinish(editStep(state, 1))).toBe(true);
    expect(canFinish(state)).toBe(false);
  });

  it('FINISH jumps to the review when every step is valid again', () => {
    const state = finish(atStep(0, [0, 1, 2, 3]), null);
    expect(state.activeStep).toBe(REVIEW_STEP);
  });

  it('FINISH stops on the first step that is invalid again, which loses its mark', () => {
    const state = finish(atStep(0, [0, 1, 2, 3]), 1);
    expect(state.activeStep).toBe(1);
    expect(state.invalidStep).toBe(1);
    expect(state.validatedSteps).toEqual([0, 2]);
    expect(canFinish(state)).toBe(false);
    // Passing it again validates everything again.
    expect(passStep(state).validatedSteps).toEqual([0, 1, 2, 3]);
  });

  it('Back is disabled on step 0 and after a result', () => {
    expect(goBack(atStep(0)).activeStep).toBe(0);
    expect(goBack(atStep(2, [0, 1])).activeStep).toBe(1);
    expect(goBack(atStep(RESULT_STEP, [0, 1, 2, 3])).activeStep).toBe(RESULT_STEP);
  });

  it('edit buttons jump back to validated steps only, and never from a result', () => {
    const review = atStep(REVIEW_STEP, [0, 1, 2, 3]);
    expect(editStep(review, 0).activeStep).toBe(0);
    expect(editStep(review, 2).activeStep).toBe(2);
    expect(editStep(atStep(1, [0]), 2).activeStep).toBe(1);
    expect(editStep(atStep(RESULT_STEP, [0, 1, 2, 3]), 0).activeStep).toBe(RESULT_STEP);
    // The review needs every step validated.
    expect(editStep(atStep(0, [1, 2, 3]), REVIEW_STEP).activeStep).toBe(0);
  });

  it('changing what the server checked undoes step 0 and its server results', () => {
    const checked: QuickPayState = {
      ...atStep(0, [0, 1, 2, 3]),
      accountHolderName: 'Ravi Ramdial',
      serverTotal: 10300 as Cents,
    };
    const state = invalidateDetails(checked);
    expect(state.validatedSteps).toEqual([1, 2]);
    expect(state.accountHolderName).toBe('');
    expect(state.serverTotal).toBeNull();
    expect(canFinish(state)).toBe(false);
  });

  it('labels the steps as the spec does, the last becoming Payment Result after submit', () => {
    expect(stepLabels({ activeStep: 0 })).toEqual([
      'Enter Payment Details',
      'Enter Card Details',
      'Enter Billing Address Details (Optional)',
      'Payment Review',
    ]);
    expect(stepLabels({ activeStep: REVIEW_STEP })[3]).toBe('Payment Review');
    expect(stepLabels({ activeStep: RESULT_STEP })[3]).toBe('Payment Result');
  });

  it('submits: pending, then the result step with the 3-D Secure form', () => {
    const pending = submitStarted(atStep(REVIEW_STEP, [0, 1, 2, 3]));
    expect(pending.loading).toBe('pending');
    expect(pending.result).toEqual({ status: 'pending' });
    const done = submitSucceeded(pending, 'YO-1', '<form></form>');
    expect(done.activeStep).toBe(RESULT_STEP);
    expect(done.loading).toBe('idle');
    expect(done.result).toEqual({ status: 'success', orderId: 'YO-1', htmlForm: '<form></form>' });
  });

  it('a refusal keeps everything typed, shows the message and clears the captcha', () => {
    const review: QuickPayState = {
      ...atStep(REVIEW_STEP, [0, 1, 2, 3]),
      card: { name: 'Ann Baptiste', cardNumber: '4012', expirationDate: '12/30', cvv: '123' },
      consent: { agreed: true, captcha: 'payload' },
    };
    const failed = submitFailed(submitStarted(review), 'Insufficient funds');
    expect(failed.activeStep).toBe(REVIEW_STEP);
    expect(failed.card).toEqual(review.card);
    expect(failed.consent).toEqual({ agreed: true, captcha: '' });
    expect(failed.result).toEqual({ status: 'failed', message: 'Insufficient funds' });
    expect(failed.submissionId).toBe(review.submissionId);
  });
});

describe('the route prefill', () => {
  it('reads /quickpay/{providerId}/{accountNumber}/{amount}/{email}', () => {
    expect(
      prefillFromRoute({
        providerId: '1',
        accountNumber: '100234567',
        amount: '150.25',
        email: 'ann%40example.tt',
      }),
    ).toEqual({
      providerId: 1,
      accountNumber: '100234567',
      amount: '150.25',
      email: 'ann@example.tt',
    });
  });

  it('reads /quickpay/{charityId}/{charityCode} as payee and account', () => {
    expect(prefillFromRoute({ providerId: '33', accountNumber: 'DONATECADV' })).toEqual({
      providerId: 33,
      accountNumber: 'DONATECADV',
    });
  });

  it('ignores ids that are not integers and amounts that are not amounts', () => {
    expect(prefillFromRoute({ providerId: 'abc', amount: '-5' })).toEqual({});
    expect(prefillFromRoute({ providerId: '1.5', amount: '12.345' })).toEqual({});
    expect(prefillFromRoute({})).toEqual({});
  });

  it('takes a charity and a donation amount from the query string', () => {
    expect(prefillFromRoute({ providerId: '1' }, '?charityId=22&donationAmount=10')).toEqual({
      providerId: 1,
      charityId: 22,
      donationAmount: '10',
    });
    expect(prefillFromRoute({}, '?charityId=7&donationAmount=x')).toEqual({});
  });
});

describe('requests from the embedded result page', () => {
  const origin = apiOrigin('/api/', 'https://yo.example/quickpay');
  it('is the API host', () => {
    expect(origin).toBe('https://yo.example');
    expect(apiOrigin('https://api.yo.example/api/', 'https://yo.example/')).toBe(
      'https://api.yo.example',
    );
  });
  it.each([
    [
      { type: 'download', orderId: 'YO-9' },
      { type: 'download', orderId: 'YO-9' },
    ],
    [
      { type: 'download', orderId: 42 },
      { type: 'download', orderId: '42' },
    ],
    [
      { type: 'retry', orderId: 'YO-9', message: 'Declined.' },
      { type: 'retry', orderId: 'YO-9', message: 'Declined.' },
    ],
    [
      { type: 'retry', orderId: 'YO-9' },
      { type: 'retry', orderId: 'YO-9', message: '' },
    ],
    [{ type: 'other', orderId: 'YO-9' }, undefined],
    [{ type: 'download' }, undefined],
    [{ type: 'retry', orderId: '' }, undefined],
    ['download', undefined],
    [null, undefined],
  ])('reads %j from the API host as %j', (data, expected) => {
    expect(resultFrameMessage({ origin, data }, origin)).toEqual(expected);
  });
  it('ignores any other origin', () => {
    expect(
      resultFrameMessage(
        { origin: 'https://evil.example', data: { type: 'download', orderId: 'YO-9' } },
        origin,
      ),
    ).toBeUndefined();
  });
});

describe('another try after a declined card', () => {
  it('returns to the card step with everything but the CVV, the captcha and the submission kept', () => {
    const paid = submitSucceeded(
      {
        ...atStep(REVIEW_STEP, [0, 1, 2, REVIEW_STEP]),
        details: { ...initialQuickPayState().details, providerId: 1, amount: '120.00' },
        card: {
          name: 'Ann Ali',
          cardNumber: '4012000000051001',
          expirationDate: '1230',
          cvv: '123',
        },
        address: { ...initialQuickPayState().address, city: 'Arima' },
        consent: { agreed: true, captcha: 'solved' },
      },
      'YO-1',
      '<form></form>',
    );
    const retry = retryWithAnotherCard(paid);
    expect(retry.activeStep).toBe(1);
    expect(retry.validatedSteps).toEqual([0, 2]);
    expect(retry.result).toEqual({ status: 'none' });
    expect(retry.details).toEqual(paid.details);
    expect(retry.address).toEqual(paid.address);
    expect(retry.card).toEqual({ ...paid.card, cvv: '' });
    expect(retry.consent).toEqual({ agreed: true, captcha: '' });
    expect(retry.submissionId).not.toBe(paid.submissionId);
  });
});

describe('the submission', () => {
  const provider: Provider = {
    providerId: 11,
    name: 'Vendor',
    type: 'Vendor',
    minimum: 25,
    limit: 5000,
    customerCardRate: 0.03,
    customerFee: 0,
    commentsField: false,
  };
  const state: QuickPayState = {
    ...atStep(REVIEW_STEP, [0, 1, 2, 3]),
    details: {
      providerId: 11,
      amount: '100',
      phoneNumber: '18685551234',
      accountNumber: 'V-100',
      email: 'ann@example.tt',
      comment: 'ignored',
      charityId: 33,
      donationAmount: '5.50',
    },
    card: {
      name: 'Ann Marie Baptiste',
      cardNumber: '4012 0000 0002 0006',
      expirationDate: '12/30',
      cvv: '123',
    },
    consent: { agreed: true, captcha: 'proof' },
    serverTotal: 10300 as Cents,
    accountHolderName: 'Ann Baptiste',
  };

  it('totals the server bpTotal plus the donation when a rate applies', () => {
    const breakdown = breakdownFor(state, provider);
    expect(breakdown).toMatchObject({ amount: 10000, fee: 300, showFee: true, donation: 550 });
    expect(breakdown.total).toBe(10850);
  });

  it('sends amount = bpTotal, the typed amount, the card as MMYY and no blank address', () => {
    const body = buildSubmission(state, provider);
    expect(body).toMatchObject({
      amount: 103,
      billPayAmount: 100,
      donationAmount: 5.5,
      charityId: 33,
      customerFee: 3,
      customerCardRate: 0.03,
      comment: null,
      accountHolderName: 'Ann Baptiste',
      billingAddress: null,
      tac: true,
      ppolicy: true,
      v2Captcha: 'proof',
    });
    expect(body.paymentDetails).toEqual({
      customerCardId: 0,
      name: 'Ann Marie Baptiste',
      cardNumber: '4012000000020006',
      expirationDate: '1230',
      cvv: '123',
      shouldSaveCard: false,
    });
  });

  it('sends the billing address with the card holder name split', () => {
    const body = buildSubmission(
      {
        ...state,
        address: {
          countryCode: '780',
          state: '',
          city: 'Port of Spain',
          line1: '12 Frederick Street',
          line2: '',
          postalCode: '',
        },
      },
      provider,
    );
    expect(body.billingAddress).toMatchObject({
      id: 0,
      firstName: 'Ann Marie',
      lastName: 'Baptiste',
      line1: '12 Frederick Street',
      city: 'Port of Spain',
      countryCode: '780',
    });
  });

  it('without a fee: total = amount + donation, no fee line, no charity without a donation', () => {
    const free = { ...provider, customerCardRate: 0 };
    const plain = {
      ...state,
      serverTotal: null,
      details: { ...state.details, donationAmount: '' },
    };
    const breakdown = breakdownFor(plain, free);
    expect(breakdown).toMatchObject({ total: 10000, fee: 0, showFee: false, donation: 0 });
    expect(buildSubmission(plain, free)).toMatchObject({ amount: 100, charityId: 0 });
  });
});
