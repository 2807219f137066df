import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Stepper.css.js';

export type StepperOrientation = 'horizontal' | 'vertical';

/** Where a step stands: done, being filled in, still to come, or done but found invalid. */
export type StepStatus = 'completed' | 'current' | 'upcoming' | 'invalid';

export interface StepperStep {
  /** A stable key for the step (labels may change, ids do not). */
  id: string;
  /** The step's name, e.g. "Enter Card Details". */
  label: string;
  /** Vertical steppers: the step's form, shown under the step while it is the current one. */
  content?: ReactNode;
  /** The step has errors (e.g. FINISH re-validated it): shown with "!", pressable to fix it. */
  isInvalid?: boolean;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  activeStep: number;
  /** Indices of the steps that are validated (completed). */
  completedSteps?: readonly number[];
  /** horizontal: bill pay's 4 steps; vertical: top-up's 7 steps with each step's content under it. */
  orientation?: StepperOrientation;
  /**
   * Called with a completed (or invalid) step's index when the user presses it to go back and
   * edit it. Without it, no step is pressable.
   */
  onStepPress?: (index: number) => void;
  /** Names the stepper for screen readers, e.g. "Bill payment steps". */
  'aria-label': string;
  /** What the polite live region says when the step changes. Default: "Step 2 of 4: Enter Card Details". */
  formatAnnouncement?: (position: number, total: number, label: string) => string;
  /** Screen-reader text after a completed step's label. */
  completedLabel?: string;
  /** Screen-reader text after an invalid step's label. */
  invalidLabel?: string;
  /** No step can be pressed (e.g. while a payment is submitting). */
  isDisabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

export function defaultStepAnnouncement(position: number, total: number, label: string) {
  return `Step ${position} of ${total}: ${label}`;
}

/** The status of a step, from the active step and the completed ones. */
export function stepStatus(
  index: number,
  activeStep: number,
  completed: ReadonlySet<number>,
  isInvalid = false,
): StepStatus {
  if (isInvalid) return 'invalid';
  if (index === activeStep) return 'current';
  if (completed.has(index)) return 'completed';
  return 'upcoming';
}

function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="8.75" y="3.5" width="2.5" height="9" rx="1.25" fill="currentColor" />
      <circle cx="10" cy="16" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * Shows where the user is in a multi-step form and lets them go back to a completed step.
 * The current step carries `aria-current="step"` and a polite live region announces each change.
 */
export function Stepper({
  steps,
  activeStep,
  completedSteps = [],
  orientation = 'horizontal',
  onStepPress,
  formatAnnouncement = defaultStepAnnouncement,
  completedLabel = 'completed',
  invalidLabel = 'has errors',
  isDisabled = false,
  'aria-label': ariaLabel,
  ...rest
}: StepperProps) {
  const baseId = useId();
  const completed = new Set(completedSteps);
  const total = steps.length;
  const current = Math.min(Math.max(activeStep, 0), Math.max(total - 1, 0));
  const allCompleted = total > 0 && steps.every((_, index) => completed.has(index));
  const currentStep = steps[current];
  const announcement = currentStep ? formatAnnouncement(current + 1, total, currentStep.label) : '';
  const vertical = orientation === 'vertical';

  return (
    <div
      {...rest}
      role="group"
      aria-label={ariaLabel}
      className={styles.root[orientation]}
      data-orientation={orientation}
      data-all-completed={allCompleted || undefined}
      data-active-step={current}
    >
      <ol className={styles.list[orientation]}>
        {steps.map((step, index) => {
          const status = stepStatus(index, current, completed, step.isInvalid);
          const isCurrent = index === current;
          const isCompleted = completed.has(index);
          // Completed steps, and steps found invalid (to go and fix them), can be pressed.
          const isPressable =
            Boolean(onStepPress) && !isCurrent && (isCompleted || status === 'invalid');
          const labelId = `${baseId}-step-${index}`;
          const statusText =
            status === 'invalid' ? invalidLabel : isCompleted && !isCurrent ? completedLabel : '';
          const header = (
            <>
              <span className={styles.indicator} aria-hidden="true">
                {status === 'invalid' ? (
                  <AlertIcon />
                ) : status === 'completed' ? (
                  <CheckIcon />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={vertical ? styles.label : `${styles.label} ${styles.labelHorizontal}`}
              >
                <span className={visuallyHidden}>{`Step ${index + 1}: `}</span>
                <span id={labelId}>{step.label}</span>
                {statusText ? <span className={visuallyHidden}>{` (${statusText})`}</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step[orientation]}
              data-status={status}
              data-completed={isCompleted || undefined}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {isPressable ? (
                <button
                  type="button"
                  className={`${styles.header[orientation]} ${styles.pressable}`}
                  disabled={isDisabled}
                  data-disabled={isDisabled || undefined}
                  onClick={() => onStepPress?.(index)}
                >
                  {header}
                </button>
              ) : (
                <div className={styles.header[orientation]}>{header}</div>
              )}
              {vertical && isCurrent && step.content ? (
                <div className={styles.content} role="group" aria-labelledby={labelId}>
                  {step.content}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.caption[orientation]} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
