import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { ChevronDownIcon } from '../IconButton/icons.js';
import * as listStyles from './ListBox.css.js';
import { ListBoxOption, type SelectOption } from './ListBoxOption.js';
import * as styles from './Select.css.js';

export interface SelectProps {
  label?: ReactNode;
  /** The choices, in the order shown. */
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
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
  validationBehavior?: 'aria' | 'native';
  /** Submitted with an HTML form, through a hidden native select. */
  name?: string;
  /** The id of the trigger button, used by the error summary to link to this field. */
  id?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Opens the list at first (for demonstrations and screenshots). */
  defaultOpen?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A button that opens a list to choose one option: a state, a card type. For long lists that
 * people search (countries, payees), use ComboBox.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isRequired = false,
  validationBehavior = 'aria',
  placeholder = 'Select',
  value,
  defaultValue,
  onChange,
  onBlur,
  id,
  autoFocus,
  'data-testid': testId,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      onBlur={onBlur ? () => onBlur() : undefined}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      placeholder={placeholder}
      className={fieldStyles.field}
      data-testid={testId}
    >
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Button
        id={id}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- passed through on request
        autoFocus={autoFocus}
        className={styles.trigger}
      >
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover} offset={4}>
        <ListBox className={listStyles.listBox} items={options}>
          {(option) => <ListBoxOption option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
