import type { FocusEvent, ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
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

/** A labelled multi-line text input: comments on a payment, the contact form's message. */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired = false,
  validationBehavior = 'aria',
  rows = 5,
  maxLength,
  showCount = false,
  placeholder,
  value,
  defaultValue,
  'data-testid': testId,
  ...rest
}: TextAreaProps) {
  const count = (value ?? defaultValue ?? '').length;
  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      maxLength={maxLength}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={fieldStyles.field}
      data-testid={testId}
    >
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      <AriaTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      {showCount && maxLength !== undefined && value !== undefined ? (
        <span className={styles.counter} aria-hidden="true">
          {count} / {maxLength}
        </span>
      ) : null}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
