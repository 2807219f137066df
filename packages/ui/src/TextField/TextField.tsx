import type { ClipboardEventHandler, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import type { FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { TextInputFrame } from '../Field/TextInputFrame.js';
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
  type = 'text',
  startAdornment,
  endAdornment,
  inputRef,
  'data-testid': testId,
  ...props
}: TextFieldProps) {
  const { attributes, setElement, field, inputProps } = useTextInput<
    HTMLInputElement,
    typeof props
  >(props);
  const hasAdornment = startAdornment != null || endAdornment != null;
  const input = (
    <input
      {...attributes}
      {...inputProps}
      ref={(node) => {
        setElement(node);
        assignRef(inputRef, node);
      }}
      type={type}
      className={hasAdornment ? fieldStyles.groupInput : fieldStyles.inputControl}
    />
  );
  return (
    <TextInputFrame field={field} label={label} controlId={inputProps.id} data-testid={testId}>
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
    </TextInputFrame>
  );
}
