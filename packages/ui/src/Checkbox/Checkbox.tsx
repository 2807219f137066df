import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { ErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { CheckIcon } from '../IconButton/icons.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps {
  /** The label, next to the box. It may contain links (terms and conditions). */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown under the checkbox while `isInvalid`, e.g. 'Agree to the terms and conditions.' */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isSelected?: boolean;
  defaultSelected?: boolean;
  /** Neither ticked nor clear: a "select all" whose items are partly ticked. */
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
  name?: string;
  value?: string;
  /** The id of the input, used by the error summary to link to this checkbox. */
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

function DashIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 12h12" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}

/** A single checkbox with its label, description and error: terms agreement, save card, primary. */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid = false,
  'data-testid': testId,
  ...rest
}: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage != null && errorMessage !== '';
  const describedBy =
    [description ? descriptionId : null, showError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={styles.wrapper} data-testid={testId}>
      <AriaCheckbox
        {...rest}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        className={styles.checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <DashIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={`${fieldStyles.description} ${styles.indented}`}>
          {description}
        </span>
      ) : null}
      {showError ? (
        <span className={styles.indented}>
          <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage>
        </span>
      ) : null}
    </div>
  );
}
