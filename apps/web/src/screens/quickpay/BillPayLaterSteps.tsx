import { errorMessages } from '@yo/domain';
import { Alert, ErrorPanel } from '@yo/ui';
import {
  breakdownFor,
  charitiesOf,
  providerOf,
  reviewCardNumber,
  type BillPayEvent,
  type BillPayState,
  type StepErrors,
} from '../../flows/billpay';
import type { PaymentResult } from '../../flows/payment/usePaymentResult';
import { REVIEW_STEP, RESULT_STEP } from '../../state/quickpay';
import { PaymentProgress } from '../payment/PaymentProgress';
import { BillingAddressStep } from './BillingAddressStep';
import { CardDetailsStep } from './CardDetailsStep';
import { CustomerCardStep } from './CustomerCardStep';
import { PayAgainDialog } from './PayAgainDialog';
import { ReceiptToasts } from './receiptToasts';
import { ReviewStep } from './ReviewStep';
import { useAddressLists } from './useAddressLists';

export interface BillPayLaterStepsProps {
  state: BillPayState;
  send: (event: BillPayEvent) => void;
  errors: StepErrors;
  /** The submitted order followed to its end (issue 29). */
  payment: PaymentResult;
  contactHref: string;
}

/** Bill pay's steps 1 to 4 (card, billing address, review, result) and the pay-again question. */
export default function BillPayLaterSteps({
  state,
  send,
  errors,
  payment,
  contactHref,
}: BillPayLaterStepsProps) {
  const { countries, states } = useAddressLists(
    state.activeStep >= 2 && state.activeStep <= REVIEW_STEP,
    state.address.countryCode,
  );
  const blur = (name: string) => send({ type: 'blur', name });
  const submitting = state.loading === 'pending';
  const failure = state.result.status === 'failed' ? state.result.message : null;

  return (
    <>
      {state.activeStep === 1 && state.mode === 'customer' ? (
        <CustomerCardStep state={state} errors={errors.card} send={send} />
      ) : null}
      {state.activeStep === 1 && state.mode === 'guest' ? (
        <CardDetailsStep
          card={state.card}
          errors={errors.card}
          onChange={(name, value) => send({ type: 'changeCard', name, value })}
          onBlur={blur}
        />
      ) : null}
      {state.activeStep === 2 ? (
        <BillingAddressStep
          address={state.address}
          countries={countries}
          states={states}
          errors={errors.address}
          onChange={(name, value) => send({ type: 'changeAddress', name, value })}
          onCountryChange={(countryCode) => send({ type: 'changeCountry', countryCode })}
          onBlur={blur}
        />
      ) : null}
      {state.activeStep === REVIEW_STEP ? (
        <ReviewStep
          state={state}
          cardNumberText={reviewCardNumber(state)}
          provider={providerOf(state)}
          charities={charitiesOf(state)}
          countries={countries}
          breakdown={breakdownFor(state, providerOf(state))}
          errors={errors.consent}
          captchaResetKey={state.captchaResetKey}
          isDisabled={submitting}
          onEdit={(step) => send({ type: 'edit', step })}
          onAgreedChange={(agreed) => send({ type: 'agree', agreed })}
          onCaptchaChange={(payload) => send({ type: 'captcha', payload })}
        />
      ) : null}
      {state.activeStep === REVIEW_STEP && failure !== null ? (
        failure ? (
          <Alert tone="error" data-testid="quickpay-failure">
            {failure}
          </Alert>
        ) : (
          <ErrorPanel
            title={errorMessages.somethingWentWrong}
            message={errorMessages.somethingWentWrongDetail}
            onTryAgain={() => window.location.reload()}
            contactHref={contactHref}
          />
        )
      ) : null}
      {state.activeStep >= RESULT_STEP && state.result.status === 'success' ? (
        <PaymentProgress
          result={state.result}
          payment={payment}
          onRetry={(message) => send({ type: 'retry', message })}
        />
      ) : null}
      <PayAgainDialog payAgain={state.payAgain} send={send} />
      <ReceiptToasts />
    </>
  );
}
