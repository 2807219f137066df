import type { FocusEvent, ReactNode } from 'react';
import type { FieldErrorMessage } from '../Field/Field.js';
import { TextInputFrame } from '../Field/TextInputFrame.js';
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
  rows = 5,
  maxLength,
  showCount = false,
  'data-testid': testId,
  ...props
}: TextAreaProps) {
  const { attributes, setElement, field, inputProps } = useTextInput<
    HTMLTextAreaElement,
    typeof props
  >(props);
  return (
    <TextInputFrame field={field} label={label} controlId={inputProps.id} data-testid={testId}>
      <textarea
        {...attributes}
        {...inputProps}
        ref={setElement}
        rows={rows}
        maxLength={maxLength}
        className={styles.textArea}
      />
      {showCount && maxLength !== undefined && props.value !== undefined ? (
        <span className={styles.counter} aria-hidden="true">
          {inputProps.value.length} / {maxLength}
        </span>
      ) : null}
    </TextInputFrame>
  );
}
