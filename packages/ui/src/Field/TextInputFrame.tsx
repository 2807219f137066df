import type { ReactNode } from 'react';
import { Description, ErrorMessage, Label } from './Field.js';
import * as fieldStyles from './Field.css.js';
import type { TextInputFieldState } from './useTextInput.js';

export interface TextInputFrameProps {
  field: TextInputFieldState;
  label: ReactNode;
  /** The control's id, for the label. */
  controlId: string;
  'data-testid'?: string | undefined;
  /** The control, and anything shown with it (a character count). */
  children: ReactNode;
}

/** The column of a plain text input (TextField, TextArea): label, control, description, error. */
export function TextInputFrame({
  field,
  label,
  controlId,
  'data-testid': testId,
  children,
}: TextInputFrameProps) {
  return (
    <div className={fieldStyles.field} data-testid={testId} {...field.states}>
      {label ? (
        <Label isRequired={field.isRequired === true} htmlFor={controlId}>
          {label}
        </Label>
      ) : null}
      {children}
      {field.description ? (
        <Description id={field.descriptionId}>{field.description}</Description>
      ) : null}
      {field.errorId ? <ErrorMessage id={field.errorId}>{field.message}</ErrorMessage> : null}
    </div>
  );
}
