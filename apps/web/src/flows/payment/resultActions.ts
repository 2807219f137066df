import { progressPhase, type OrderProgress, type ProgressPhase } from './progress';

/** The phase before the first answer: the bank's frame, or (after a reload) the wait. */
export function phaseOf(progress: OrderProgress | null, htmlForm: string): ProgressPhase {
  if (progress) return progressPhase(progress);
  return htmlForm ? 'bank' : 'working';
}

export interface ResultActions {
  /** New Transaction is offered. */
  newTransaction: boolean;
  /** Its look: outlined after a failure, where the frame's Try Again is the one to press. */
  variant: 'primary' | 'outline';
  /** The stepper's ticked steps. */
  completed: number[];
  /** The stepper's last step shows as invalid. */
  failed: boolean;
}

/**
 * What a payment's result offers (issue 29), for every way to pay: nothing while the bank or the
 * delivery is at work (nothing may abandon the payment), New Transaction once it is over or the
 * customer may leave; primary unless the failure's Try Again is the one to press. Every step is
 * ticked only after a success.
 */
export function resultActions(
  htmlForm: string,
  progress: OrderProgress | null,
  stepCount: number,
): ResultActions {
  const phase = phaseOf(progress, htmlForm);
  const status = progress?.order?.status;
  const over = status === 'Successful' || status === 'Failed' || status === 'Reversed';
  const steps = [...Array(stepCount).keys()];
  return {
    newTransaction: over || phase === 'waitedOut',
    variant: status === 'Failed' ? 'outline' : 'primary',
    completed: status === 'Successful' ? steps : steps.slice(0, -1),
    failed: status === 'Failed' || status === 'Reversed',
  };
}
