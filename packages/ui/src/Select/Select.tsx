import { useId, type ReactNode } from 'react';
import { Description, ErrorMessage, Label } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { ChevronDownIcon } from '../IconButton/icons.js';
import { Spinner } from '../Spinner/Spinner.js';
import type { SelectOption } from './ListBoxOption.js';
import * as styles from './Select.css.js';

export interface SelectProps {
  label?: ReactNode;
  /** The choices, in the order shown. */
  options: SelectOption[];
  description?: ReactNode;
  /** Shown under the field while it is invalid (the message from @yo/domain's validators). */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The chosen option's id (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /**
   * The options are still on their way ("Loading payees"): the field says so in place of the
   * placeholder, is marked busy, and shows a spinner named by this text where its arrow was.
   */
  loadingLabel?: string;
  /** `aria` (default) marks the field required for assistive technology only; `native` also lets the browser block the form. */
  validationBehavior?: 'aria' | 'native';
  /** Submitted with an HTML form. */
  name?: string;
  /** The id of the select, used by the error summary to link to this field. */
  id?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * The platform's select, styled as a field: a short known list (a state, a card type) or a long
 * one (countries, payees), where typing a name's first letters jumps to it. Phones open their own
 * picker; it costs no script.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  validationBehavior = 'aria',
  placeholder = 'Select',
  loadingLabel,
  value,
  defaultValue,
  onChange,
  onBlur,
  id,
  autoComplete,
  autoFocus,
  name,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const descriptionId = description ? `${ownId}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${ownId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ');
  return (
    <div
      className={fieldStyles.field}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-testid={testId}
    >
      {label ? (
        <Label isRequired={isRequired} htmlFor={selectId}>
          {label}
        </Label>
      ) : null}
      <div className={styles.box}>
        <select
          id={selectId}
          name={name}
          className={styles.select}
          {...(value !== undefined ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' })}
          onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.value)}
          onBlur={onBlur ? () => onBlur() : undefined}
          disabled={isDisabled}
          required={isRequired && validationBehavior === 'native'}
          aria-required={isRequired || undefined}
          aria-busy={loadingLabel ? true : undefined}
          aria-invalid={isInvalid || undefined}
          aria-label={ariaLabel}
          aria-describedby={describedByIds || undefined}
          autoComplete={autoComplete}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passed through on request
          autoFocus={autoFocus}
        >
          {/* Nothing chosen yet: the placeholder shows, but cannot be chosen again. */}
          <option value="" disabled hidden>
            {loadingLabel ?? placeholder}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        {loadingLabel ? (
          <span className={styles.selectChevron}>
            <Spinner label={loadingLabel} showLabel={false} size="small" announce={false} />
          </span>
        ) : (
          <span className={styles.selectChevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        )}
      </div>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {errorId ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
    </div>
  );
}
