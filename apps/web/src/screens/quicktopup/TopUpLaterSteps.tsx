import { errorMessages, topUpScreenText } from '@yo/domain';
import { Alert, ErrorPanel, TextField } from '@yo/ui';
import { CardFields, fieldError } from '../../forms';
import {
  ADDRESS_STEP,
  AMOUNT_STEP,
  CARD_STEP,
  EMAIL_STEP,
  NUMBER_STEP,
  REVIEW_STEP,
  carrierOf,
  reviewCardNumber,
  topUpBreakdown,
  type TopUpErrors,
  type TopUpEvent,
  type TopUpState,
} from '../../flows/topup';
import { BillingAddressStep } from '../quickpay/BillingAddressStep';
import { ConsentFields } from '../quickpay/ConsentFields';
import { CustomerCardStep } from '../quickpay/CustomerCardStep';
import { fieldId } from '../quickpay/PaymentDetailsStep';
import { ReceiptToasts } from '../quickpay/receiptToasts';
import { useAddressLists } from '../quickpay/useAddressLists';
import { PaymentProgress } from '../payment/PaymentProgress';
import { PayAgainQuestion } from '../payment/PayAgainQuestion';
import type { OrderProgress } from '../../flows/payment/progress';
import { AmountStep } from './AmountStep';
import { topUpFieldId } from './CountryStep';
import { NumberStep } from './NumberStep';
import { SecurityLogos } from './SecurityLogos';
import { TopUpReview } from './TopUpReview';

export interface TopUpLaterStepsProps {
  state: TopUpState;
  send: (event: TopUpEvent) => void;
  errors: TopUpErrors;
  progress: OrderProgress | null;
  download: (orderId: string) => void;
  /** Try Again of the failure block (2.8). */
  home: string;
  contactHref: string;
}

/** Steps 1 to 6 and the result (2.8, 4.7, 5.7–5.10), with the receipt's toast. */
export default function TopUpLaterSteps(props: TopUpLaterStepsProps) {
  return (
    <>
      <StepBody {...props} />
      <ReceiptToasts />
    </>
  );
}

/** The current step's fields, or the result's 3-D Secure frame. */
function StepBody(props: TopUpLaterStepsProps) {
  const { state, send, errors, home, contactHref } = props;
  const step = state.activeStep;
  const { countries, states } = useAddressLists(
    step >= ADDRESS_STEP && step <= REVIEW_STEP,
    state.address.countryCode,
  );
  const submitting = state.loading === 'pending';
  const blur = (name: string) => send({ type: 'blur', name });
  const failure = state.result.status === 'failed' ? state.result.message : null;
  switch (step) {
    case NUMBER_STEP:
      return (
        <NumberStep
          country={state.country}
          mobileNumber={state.mobileNumber}
          carrier={carrierOf(state)}
          checking={state.checkingNumber !== ''}
          error={errors.mobileNumber}
          onChange={(value) => send({ type: 'changeNumber', value })}
          onBlur={() => blur('mobileNumber')}
          ownNumber={state.ownNumber}
        />
      );
    case AMOUNT_STEP:
      return (
        <AmountStep
          carrier={carrierOf(state)}
          presets={state.presets}
          presetId={state.presetId}
          customAmount={state.customAmount}
          coverVat={state.coverVat}
          error={errors.amount}
          onPreset={(presetId) => send({ type: 'selectPreset', presetId })}
          onCustomAmount={(value) => send({ type: 'changeCustomAmount', value })}
          onCoverVat={(cover) => send({ type: 'coverVat', cover })}
        />
      );
    case CARD_STEP:
      return (
        <>
          <SecurityLogos />
          {state.mode === 'customer' ? (
            <CustomerCardStep state={state} errors={errors.card} send={send} />
          ) : (
            <CardFields
              card={state.card}
              errors={errors.card}
              onChange={(name, value) => send({ type: 'changeCard', name, value })}
              onBlur={blur}
              id={fieldId}
            />
          )}
        </>
      );
    case ADDRESS_STEP:
      return (
        <BillingAddressStep
          address={state.address}
          countries={countries}
          states={states}
          errors={errors.address}
          onChange={(name, value) => send({ type: 'changeAddress', name, value })}
          onCountryChange={(countryCode) => send({ type: 'changeAddressCountry', countryCode })}
          onBlur={blur}
        />
      );
    case EMAIL_STEP:
      return (
        <TextField
          id={topUpFieldId('email')}
          label={topUpScreenText.email}
          type="email"
          isRequired
          autoComplete="email"
          value={state.email}
          onChange={(value) => send({ type: 'changeEmail', value })}
          onBlur={() => blur('email')}
          {...fieldError(errors.email)}
        />
      );
    case REVIEW_STEP:
      return (
        <>
          <TopUpReview
            state={state}
            cardNumberText={reviewCardNumber(state)}
            breakdown={topUpBreakdown(state)}
            countries={countries}
            isDisabled={submitting}
            onEdit={(target) => send({ type: 'edit', step: target })}
          />
          <ConsentFields
            agreed={state.consent.agreed}
            errors={errors.consent}
            captchaResetKey={state.captchaResetKey}
            isDisabled={submitting}
            onAgreedChange={(agreed) => send({ type: 'agree', agreed })}
            onCaptchaChange={(payload) => send({ type: 'captcha', payload })}
          />
          <PayAgainQuestion
            question={state.payAgain}
            title={topUpScreenText.topUpAgainTitle}
            text={topUpScreenText.topUpAgainQuestion}
            confirmLabel={topUpScreenText.topUpAgain}
            onConfirm={() => send({ type: 'payAgain' })}
            onCancel={() => send({ type: 'cancelPayAgain' })}
            data-testid="topup-again-dialog"
          />
          {failure === null ? null : failure ? (
            <Alert tone="error" data-testid="topup-failure">
              {failure}
            </Alert>
          ) : (
            <ErrorPanel
              title={errorMessages.somethingWentWrong}
              message={errorMessages.somethingWentWrongDetail}
              onTryAgain={() => window.location.assign(home)}
              contactHref={contactHref}
            />
          )}
        </>
      );
    default:
      return state.result.status === 'success' ? (
        <PaymentProgress
          result={state.result}
          payment={props}
          onRetry={(message) => send({ type: 'retry', message })}
        />
      ) : null;
  }
}
