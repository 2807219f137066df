import type { ClipboardEventHandler, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';

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
  /** RAC validation run on the value; return an error message or nothing. */
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

/** A labelled single-line text input with description and error. The base of every text input. */
export function TextField({
  label,
  description,
  errorMessage,
  isRequired = false,
  validationBehavior = 'aria',
  type = 'text',
  startAdornment,
  endAdornment,
  inputRef,
  placeholder,
  'data-testid': testId,
  ...rest
}: TextFieldProps) {
  const hasAdornment = startAdornment != null || endAdornment != null;
  const input = (
    <Input
      ref={inputRef}
      placeholder={placeholder}
      className={hasAdornment ? fieldStyles.groupInput : fieldStyles.control}
    />
  );
  return (
    <AriaTextField
      {...rest}
      type={type}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={fieldStyles.field}
      data-testid={testId}
    >
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      {hasAdornment ? (
        <Group className={fieldStyles.group}>
          {startAdornment != null ? (
            <span className={fieldStyles.adornment}>{startAdornment}</span>
          ) : null}
          {input}
          {endAdornment != null ? (
            <span className={fieldStyles.adornment}>{endAdornment}</span>
          ) : null}
        </Group>
      ) : (
        input
      )}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
