import { screenText } from '@yo/domain';
import { Alert, Button, FormErrorSummary, Stepper } from '@yo/ui';
import type { RefObject } from 'react';
import {
  charitiesOf,
  providersOf,
  summaryOf,
  visibleErrors,
  type BillPayEvent,
  type BillPayState,
} from '../../flows/billpay';
import { REVIEW_STEP, RESULT_STEP, canFinish, stepLabels } from '../../state/quickpay';
import { resultActions } from '../../flows/payment/resultActions';
import { SubmitPaymentButton } from '../payment/SubmitPaymentButton';
import type { PaymentResult } from '../../flows/payment/usePaymentResult';
import { later } from '../../forms/later';
import { StepLoading } from './laterSteps';
import { ActionGroup, Actions, SectionTitle, StepForm } from './layout';
import { PaymentDetailsStep, fieldId } from './PaymentDetailsStep';

const BillPayLaterSteps = later(() =>
  import('./BillPayLaterSteps').then((module) => module.default),
);

export interface BillPayStepFormProps {
  state: BillPayState;
  send: (event: BillPayEvent) => void;
  /** Holds the messages while a press on the form's buttons lasts (useBillPay). */
  hold: () => void;
  /** The submitted order followed to its end (issue 29). */
  payment: PaymentResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  contactHref: string;
}

/** The stepper, the current step's form and its buttons; everything it shows comes from `state`. */
export function BillPayStepForm({
  state,
  send,
  hold,
  payment,
  headingRef,
  contactHref,
}: BillPayStepFormProps) {
  const providers = providersOf(state);
  const charities = charitiesOf(state);
  const errors = visibleErrors(state);
  const blur = (name: string) => send({ type: 'blur', name });

  const labels = stepLabels(state);
  const submitting = state.loading === 'pending';
  const onResult = state.activeStep >= RESULT_STEP;
  const busy = submitting || state.checking;
  const result = resultActions(
    state.result.status === 'success' ? state.result.htmlForm : '',
    payment.progress,
    labels.length,
  );
  const summary = summaryOf(state).map(({ name, message }) => ({ id: fieldId(name), message }));

  return (
    <>
      <Stepper
        aria-label="Bill payment steps"
        steps={labels.map((label, index) => ({
          id: `step-${index}`,
          label,
          isInvalid:
            state.invalidStep === index || (onResult && index === REVIEW_STEP && result.failed),
        }))}
        activeStep={Math.min(state.activeStep, REVIEW_STEP)}
        completedSteps={onResult ? result.completed : state.validatedSteps}
        isDisabled={busy || onResult}
        {...(onResult ? {} : { onStepPress: (step: number) => send({ type: 'edit', step }) })}
      />
      <StepForm
        noValidate
        aria-labelledby="quickpay-step-heading"
        // The customer has started: the later steps are fetched now, ready for Next.
        onFocus={BillPayLaterSteps.preload}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: state.activeStep === REVIEW_STEP ? 'submit' : 'next' });
        }}
      >
        <SectionTitle id="quickpay-step-heading" ref={headingRef} tabIndex={-1}>
          {labels[Math.min(state.activeStep, REVIEW_STEP)]}
        </SectionTitle>
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        <FormErrorSummary
          errors={state.attempts > 0 ? summary : []}
          submitCount={state.attempts}
          headingLevel={3}
        />
        {state.activeStep === 0 ? (
          <PaymentDetailsStep
            details={state.details}
            providers={providers}
            providersLoading={state.load.kind === 'loading'}
            charities={charities}
            errors={errors.details}
            accountHolderName={state.accountHolderName}
            onChange={(name, value) => send({ type: 'changeDetails', name, value })}
            onBlur={blur}
          />
        ) : null}
        {state.activeStep > 0 ? (
          <StepLoading>
            <BillPayLaterSteps
              state={state}
              send={send}
              errors={errors}
              payment={payment}
              contactHref={contactHref}
            />
          </StepLoading>
        ) : null}
        {/* A press holds the messages until it ends, so nothing moves under the pointer (#13). */}
        <Actions onPointerDownCapture={hold}>
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
                isDisabled={state.activeStep === 0 || busy}
                onPress={() => send({ type: 'back' })}
              >
                {screenText.back}
              </Button>
              <ActionGroup>
                {canFinish(state) ? (
                  <Button
                    variant="secondary"
                    isDisabled={state.checking}
                    onPress={() => send({ type: 'finish' })}
                  >
                    {screenText.finish}
                  </Button>
                ) : null}
                {state.activeStep === REVIEW_STEP ? (
                  <SubmitPaymentButton
                    captchaResetKey={state.captchaResetKey}
                    resultStatus={state.result.status}
                    submitting={submitting}
                  />
                ) : (
                  <Button
                    type="submit"
                    isPending={state.checking}
                    pendingLabel={screenText.checkingYourAccount}
                  >
                    {screenText.next}
                  </Button>
                )}
              </ActionGroup>
            </>
          )}
        </Actions>
      </StepForm>
    </>
  );
}
