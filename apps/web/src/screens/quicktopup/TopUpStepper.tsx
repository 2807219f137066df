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
import type { OrderProgress } from '../../flows/payment/progress';
import { later } from '../../forms/later';
import { resultActions } from '../../flows/payment/resultActions';
import { SubmitPaymentButton } from '../payment/SubmitPaymentButton';
import { StepLoading } from '../quickpay/laterSteps';
import { ActionGroup, Actions, StepForm } from '../quickpay/layout';
import { CountryStep } from './CountryStep';

const TopUpLaterSteps = later(() => import('./TopUpLaterSteps').then((module) => module.default));

export interface TopUpStepperProps {
  state: TopUpState;
  send: (event: TopUpEvent) => void;
  /** The submitted order followed to its end (issue 29). */
  progress: OrderProgress | null;
  download: (orderId: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Try Again of the failure block (2.8). */
  home: string;
  contactHref: string;
}

/** The vertical 7-step stepper (2.8): the current step's form and buttons under its name. */
export function TopUpStepper(props: TopUpStepperProps) {
  const { state, send, progress, download, headingRef, home, contactHref } = props;
  const errors = topUpErrors(state);
  const labels = stepLabels(state);
  const step = state.activeStep;
  const onResult = step >= RESULT_STEP;
  const submitting = state.loading === 'pending';
  const current = Math.min(step, REVIEW_STEP);
  const result = resultActions(
    state.result.status === 'success' ? state.result.htmlForm : '',
    progress,
    labels.length,
  );

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
            progress={progress}
            download={download}
            errors={errors}
            home={home}
            contactHref={contactHref}
          />
        </StepLoading>
      )}
      <Actions>
        {onResult ? (
          result.newTransaction ? (
            <Button variant={result.variant} onPress={() => send({ type: 'newTransaction' })}>
              {screenText.newTransaction}
            </Button>
          ) : null
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
                <SubmitPaymentButton
                  captchaResetKey={state.captchaResetKey}
                  resultStatus={state.result.status}
                  submitting={submitting}
                />
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
        isInvalid: onResult && index === REVIEW_STEP && result.failed,
        ...(index === current ? { content } : {}),
      }))}
      activeStep={current}
      completedSteps={onResult ? result.completed : state.validatedSteps}
      isDisabled={submitting || onResult}
      {...(onResult
        ? {}
        : { onStepPress: (target: number) => send({ type: 'edit', step: target }) })}
    />
  );
}
