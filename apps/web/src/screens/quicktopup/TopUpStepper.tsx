import {
  DEFAULT_BILLING_COUNTRY_CODE,
  errorMessages,
  screenText,
  topUpScreenText,
} from '@yo/domain';
import { Alert, Button, ErrorPanel, Stepper, TextField, visuallyHidden } from '@yo/ui';
import type { ReactNode, RefObject } from 'react';
import { CardFields, fieldError } from '../../forms';
import {
  ADDRESS_STEP,
  AMOUNT_STEP,
  CARD_STEP,
  COUNTRY_STEP,
  EMAIL_STEP,
  NUMBER_STEP,
  RESULT_STEP,
  REVIEW_STEP,
  carrierOf,
  countriesOf,
  reviewCardNumber,
  stepIsValid,
  stepLabels,
  topUpBreakdown,
  topUpErrors,
  type TopUpEvent,
  type TopUpState,
} from '../../flows/topup';
import { BillingAddressStep } from '../quickpay/BillingAddressStep';
import { ConsentFields } from '../quickpay/ConsentFields';
import { CustomerCardStep } from '../quickpay/CustomerCardStep';
import { ActionGroup, Actions, StepForm } from '../quickpay/layout';
import { fieldId } from '../quickpay/PaymentDetailsStep';
import { ResultStep } from '../quickpay/ResultStep';
import { useAddressLists } from '../quickpay/useAddressLists';
import { AmountStep } from './AmountStep';
import { CountryStep, NumberStep, topUpFieldId } from './NumberStep';
import { SecurityLogos } from './SecurityLogos';
import { TopUpReview } from './TopUpReview';

export interface TopUpStepperProps {
  state: TopUpState;
  send: (event: TopUpEvent) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Try Again of the failure block (2.8). */
  home: string;
  contactHref: string;
}

const ALL_STEPS = [0, 1, 2, 3, 4, 5, 6];

/** The vertical 7-step stepper (2.8): the current step's form and buttons under its name. */
export function TopUpStepper({ state, send, headingRef, home, contactHref }: TopUpStepperProps) {
  const errors = topUpErrors(state);
  const labels = stepLabels(state);
  const step = state.activeStep;
  const onResult = step >= RESULT_STEP;
  const submitting = state.loading === 'pending';
  const { countries, states } = useAddressLists(
    step >= ADDRESS_STEP && step <= REVIEW_STEP,
    state.address.countryCode,
  );
  const blur = (name: string) => send({ type: 'blur', name });
  const failure = state.result.status === 'failed' ? state.result.message : null;
  const current = Math.min(step, REVIEW_STEP);

  function body(): ReactNode {
    switch (step) {
      case COUNTRY_STEP:
        return (
          <CountryStep
            countries={countriesOf(state)}
            country={state.country}
            onSelect={(countryId) => send({ type: 'selectCountry', countryId })}
          />
        );
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
            countries={
              countries.length > 0
                ? countries
                : [{ isoCode: DEFAULT_BILLING_COUNTRY_CODE, name: 'Trinidad and Tobago' }]
            }
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
          <ResultStep orderId={state.result.orderId} htmlForm={state.result.htmlForm} />
        ) : null;
    }
  }

  const content = (
    <StepForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: step === REVIEW_STEP ? 'submit' : 'next' });
      }}
    >
      <h2 id="topup-step-heading" ref={headingRef} tabIndex={-1} className={visuallyHidden}>
        {labels[current]}
      </h2>
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      {body()}
      <Actions>
        {onResult ? (
          <Button onPress={() => send({ type: 'newTransaction' })}>
            {screenText.newTransaction}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              isDisabled={step === COUNTRY_STEP || submitting}
              onPress={() => send({ type: 'back' })}
            >
              {screenText.back}
            </Button>
            <ActionGroup>
              {step === REVIEW_STEP ? (
                <Button
                  key={`submit-${state.captchaResetKey}`}
                  type="submit"
                  preventDoubleActivation
                  isPending={submitting}
                  pendingLabel={screenText.processingYourRequest}
                >
                  {screenText.submitPayment}
                </Button>
              ) : (
                <Button
                  type="submit"
                  isDisabled={!stepIsValid(state, step) || state.checkingNumber !== ''}
                >
                  {screenText.next}
                </Button>
              )}
            </ActionGroup>
          </>
        )}
      </Actions>
    </StepForm>
  );

  return (
    <Stepper
      orientation="vertical"
      aria-label={topUpScreenText.stepsLabel}
      steps={labels.map((label, index) => ({
        id: `topup-step-${index}`,
        label,
        ...(index === current ? { content } : {}),
      }))}
      activeStep={current}
      completedSteps={onResult ? ALL_STEPS : state.validatedSteps}
      isDisabled={submitting || onResult}
      {...(onResult
        ? {}
        : { onStepPress: (target: number) => send({ type: 'edit', step: target }) })}
    />
  );
}
