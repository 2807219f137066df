import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { visuallyHidden } from '../styles/utilities.css.js';
import * as styles from './Field.css.js';

/** An error message, or a function of RAC's validation result that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface LabelProps {
  children: ReactNode;
  /** Shows a red asterisk. It is hidden from screen readers: the control itself says "required". */
  isRequired?: boolean;
  /** For a label outside a RAC field: the id of the control it names. */
  htmlFor?: string;
  id?: string;
  /** `span` for labels of groups (radio group, checkbox group) that are not a `<label>`. */
  elementType?: 'label' | 'span';
}

/** The visible name of a field. Inside a RAC field it is wired to the control automatically. */
export function Label({ children, isRequired = false, ...rest }: LabelProps) {
  return (
    <AriaLabel {...rest} className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

export interface DescriptionProps {
  children: ReactNode;
  id?: string;
}

/**
 * Help text under a field (a hint, a format such as yyyy-MM-DD). Inside a RAC field it becomes
 * part of the control's accessible description.
 */
export function Description({ children, id }: DescriptionProps) {
  return (
    <Text slot="description" id={id} className={styles.description}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps {
  /** The message; without it, RAC's validation errors are shown. */
  children?: FieldErrorMessage;
  id?: string;
}

function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
      <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
    </svg>
  );
}

function ErrorContent({ message }: { message: ReactNode }) {
  return (
    <>
      <ErrorIcon />
      <span>
        <span className={visuallyHidden}>Error:</span> {message}
      </span>
    </>
  );
}

/**
 * The error under an invalid field, shown only while the field is invalid. A visually hidden
 * "Error:" prefix tells screen-reader users what it is; the icon does the same for colour-blind
 * users. Inside a RAC field it becomes part of the control's accessible description.
 */
export function FieldError({ children, id }: FieldErrorProps) {
  return (
    <AriaFieldError id={id} className={styles.error}>
      {(validation) => (
        <ErrorContent
          message={
            typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))
          }
        />
      )}
    </AriaFieldError>
  );
}

export interface ErrorMessageProps {
  children: ReactNode;
  /** Point the control's `aria-describedby` at this id. */
  id: string;
}

/**
 * The same error as FieldError for controls that are not RAC fields (a lone checkbox or switch):
 * always rendered, so render it only while invalid, and describe the control by its id.
 */
export function ErrorMessage({ children, id }: ErrorMessageProps) {
  return (
    <span id={id} className={styles.error}>
      <ErrorContent message={children} />
    </span>
  );
}

export interface FieldMessagesProps {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}

/** The description and the error of a field, in the order every field shows them. */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/** Class names of the shared field parts, for components that compose their own fields. */
export const fieldStyles = styles;
