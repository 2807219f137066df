import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';

/** Removes every space, tab and line break: passwords never contain them (spec 5.4, 5.5). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export interface PasswordFieldProps extends Pick<
  TextFieldProps,
  | 'label'
  | 'description'
  | 'errorMessage'
  | 'isInvalid'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'value'
  | 'defaultValue'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'validate'
  | 'validationBehavior'
  | 'name'
  | 'id'
  | 'maxLength'
  | 'minLength'
  | 'placeholder'
  | 'autoFocus'
  | 'inputRef'
  | 'aria-label'
  | 'aria-describedby'
  | 'data-testid'
> {
  /** Called with the value, spaces removed. */
  onChange?: (value: string) => void;
  /** `current-password` for log in, `new-password` for sign up and reset. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Removes spaces as the user types or pastes (the spec's rule). On by default. */
  stripsSpaces?: boolean;
  /** Shows the password at first (it can still be hidden with the toggle). */
  defaultVisible?: boolean;
  /** The name of the show/hide toggle; it is a toggle button, pressed while the password shows. */
  toggleLabel?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle; spaces are removed as they are typed or pasted. */
export function PasswordField({
  value,
  defaultValue,
  onChange,
  autoComplete = 'current-password',
  stripsSpaces = true,
  defaultVisible = false,
  toggleLabel = 'Show password',
  isDisabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const [ownValue, setOwnValue] = useState(() =>
    stripsSpaces ? stripSpaces(defaultValue ?? '') : (defaultValue ?? ''),
  );
  const current = value ?? ownValue;

  function handleChange(next: string) {
    const cleaned = stripsSpaces ? stripSpaces(next) : next;
    setOwnValue(cleaned);
    onChange?.(cleaned);
  }

  return (
    <TextField
      {...rest}
      isDisabled={isDisabled}
      type={visible ? 'text' : 'password'}
      value={current}
      onChange={handleChange}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck="false"
      endAdornment={
        <ToggleButton
          className={fieldStyles.fieldButton}
          aria-label={toggleLabel}
          isSelected={visible}
          onChange={setVisible}
          isDisabled={isDisabled}
        >
          <EyeIcon crossed={visible} />
        </ToggleButton>
      }
    />
  );
}
