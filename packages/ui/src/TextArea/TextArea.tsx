import type { FocusEvent, ReactNode } from 'react';
import { Description, ErrorMessage, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { useTextInput } from '../Field/useTextInput.js';
import * as styles from './TextArea.css.js';

export interface TextAreaProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  validate?: (value: string) => string | string[] | true | null | undefined;
  validationBehavior?: 'aria' | 'native';
  /** Visible lines; the spec's comments field has 5. */
  rows?: number;
  maxLength?: number;
  /** Shows "n / maxLength" under the field (needs `maxLength`). */
  showCount?: boolean;
  name?: string;
  /** The id of the textarea, used by the error summary to link to this field. */
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A labelled multi-line text input: comments on a payment, the contact form's message. Plain
 * elements, as TextField.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  validate,
  validationBehavior = 'aria',
  rows = 5,
  maxLength,
  showCount = false,
  id,
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...textAreaAttributes
}: TextAreaProps) {
  const { setElement, ...field } = useTextInput<HTMLTextAreaElement>({
    id,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    isReadOnly,
    value,
    defaultValue,
    onChange,
    validate,
    validationBehavior,
    'aria-describedby': describedBy,
  });
  const count = field.inputProps.value.length;
  return (
    <div className={fieldStyles.field} data-testid={testId} {...field.states}>
      {label ? (
        <Label isRequired={isRequired} htmlFor={field.inputProps.id}>
          {label}
        </Label>
      ) : null}
      <textarea
        {...textAreaAttributes}
        {...field.inputProps}
        ref={setElement}
        rows={rows}
        maxLength={maxLength}
        className={styles.textArea}
      />
      {showCount && maxLength !== undefined && value !== undefined ? (
        <span className={styles.counter} aria-hidden="true">
          {count} / {maxLength}
        </span>
      ) : null}
      {description ? <Description id={field.descriptionId}>{description}</Description> : null}
      {field.errorId ? <ErrorMessage id={field.errorId}>{field.message}</ErrorMessage> : null}
    </div>
  );
}
