import type { ClipboardEventHandler, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Description, ErrorMessage, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { assignRef, useTextInput } from '../Field/useTextInput.js';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';

export interface TextFieldProps {
  /** The visible label. Every field has one; `aria-label` only where a visible label is impossible. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown under the field while it is invalid (pass the message from @yo/domain's validators). */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
  /** Validation run on the value; return an error message or nothing. */
  validate?: (value: string) => string | string[] | true | null | undefined;
  /**
   * `aria` (default): errors are shown and announced, the form still submits so the app can
   * show its error summary. `native`: the browser also blocks submission.
   */
  validationBehavior?: 'aria' | 'native';
  type?: TextFieldType;
  name?: string;
  /** The id of the input, used by the error summary to link to this field. */
  id?: string;
  autoComplete?: string;
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  placeholder?: string;
  spellCheck?: 'true' | 'false';
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  autoFocus?: boolean;
  /** Content inside the box before the text, e.g. a fixed prefix. Decorative unless it is text. */
  startAdornment?: ReactNode;
  /** Content inside the box after the text, e.g. a card brand icon or a show/hide button. */
  endAdornment?: ReactNode;
  /** The input element, for components that manage the caret (card number, masks). */
  inputRef?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A labelled single-line text input with description and error. The base of every text input.
 * Plain elements: a `<label>` for the input, and the description and error tied to it by
 * `aria-describedby`; no react-aria, so a form of these costs little script to hydrate.
 */
export function TextField({
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
  type = 'text',
  id,
  startAdornment,
  endAdornment,
  inputRef,
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...inputAttributes
}: TextFieldProps) {
  const { setElement, ...field } = useTextInput<HTMLInputElement>({
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
  const hasAdornment = startAdornment != null || endAdornment != null;
  const input = (
    <input
      {...inputAttributes}
      {...field.inputProps}
      ref={(node) => {
        setElement(node);
        assignRef(inputRef, node);
      }}
      type={type}
      className={hasAdornment ? fieldStyles.groupInput : fieldStyles.inputControl}
    />
  );
  return (
    <div className={fieldStyles.field} data-testid={testId} {...field.states}>
      {label ? (
        <Label isRequired={isRequired} htmlFor={field.inputProps.id}>
          {label}
        </Label>
      ) : null}
      {hasAdornment ? (
        <div className={fieldStyles.inputGroup} {...field.states}>
          {startAdornment != null ? (
            <span className={fieldStyles.adornment}>{startAdornment}</span>
          ) : null}
          {input}
          {endAdornment != null ? (
            <span className={fieldStyles.adornment}>{endAdornment}</span>
          ) : null}
        </div>
      ) : (
        input
      )}
      {description ? <Description id={field.descriptionId}>{description}</Description> : null}
      {field.errorId ? <ErrorMessage id={field.errorId}>{field.message}</ErrorMessage> : null}
    </div>
  );
}
