import { screenText, topUpScreenText } from '@yo/domain';
import { Alert, Button, Stepper, visuallyHidden } from '@yo/ui';
import type { RefObject } from 'react';
import {
  COUNTRY_STEP,
  RESULT_STEP,
  REVIEW_STEP,
  countriesOf,
  stepIsValid,
  stepLabels,
  topUpErrors,
  type TopUpEvent,
  type TopUpState,
} from '../../flows/topup';
import { later } from '../../forms/later';
import { StepLoading } from '../quickpay/laterSteps';
import { ActionGroup, Actions, StepForm } from '../quickpay/layout';
import { CountryStep } from './CountryStep';

const TopUpLaterSteps = later(() => import('./TopUpLaterSteps').then((module) => module.default));

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
  const current = Math.min(step, REVIEW_STEP);

  const content = (
    <StepForm
      noValidate
      // The customer has started: the later steps are fetched now, ready for the next step.
      onFocus={TopUpLaterSteps.preload}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: step === REVIEW_STEP ? 'submit' : 'next' });
      }}
    >
      <h2 id="topup-step-heading" ref={headingRef} tabIndex={-1} className={visuallyHidden}>
        {labels[current]}
      </h2>
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      {step === COUNTRY_STEP ? (
        <CountryStep
          countries={countriesOf(state)}
          country={state.country}
          onSelect={(countryId) => send({ type: 'selectCountry', countryId })}
        />
      ) : (
        <StepLoading>
          <TopUpLaterSteps
            state={state}
            send={send}
            errors={errors}
            home={home}
            contactHref={contactHref}
          />
        </StepLoading>
      )}
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
