import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type Key,
} from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { ChevronDownIcon } from '../IconButton/icons.js';
import * as listStyles from '../Select/ListBox.css.js';
import { ListBoxOption, type SelectOption } from '../Select/ListBoxOption.js';
import * as styles from './ComboBox.css.js';

export interface ComboBoxProps {
  label?: ReactNode;
  /** The choices; typing filters them by label (accents and case ignored). */
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The chosen option's id (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The text in the input (controlled), e.g. to search payees on the server. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  onBlur?: () => void;
  /** `focus` opens the list as soon as the field is focused; `input` (default) when typing. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  /** Shown in the list when nothing matches what was typed. */
  emptyMessage?: string;
  placeholder?: string;
  validationBehavior?: 'aria' | 'native';
  name?: string;
  /** The id of the input, used by the error summary to link to this field. */
  id?: string;
  autoFocus?: boolean;
  /** The name of the button that opens the list. */
  openLabel?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** A text input that filters a list as you type: countries, payees. */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  isRequired = false,
  validationBehavior = 'aria',
  value,
  defaultValue,
  onChange,
  onBlur,
  menuTrigger = 'input',
  emptyMessage = 'No results',
  placeholder,
  id,
  autoFocus,
  openLabel = 'Show options',
  'data-testid': testId,
  ...rest
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      onBlur={onBlur ? () => onBlur() : undefined}
      menuTrigger={menuTrigger}
      defaultItems={options}
      allowsEmptyCollection
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={fieldStyles.field}
      data-testid={testId}
    >
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Group className={fieldStyles.group}>
        <Input
          id={id}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passed through on request
          autoFocus={autoFocus}
          placeholder={placeholder}
          className={fieldStyles.groupInput}
        />
        <Button className={fieldStyles.fieldButton} aria-label={openLabel}>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover} offset={4}>
        <ListBox
          className={listStyles.listBox}
          renderEmptyState={() => <div className={listStyles.empty}>{emptyMessage}</div>}
        >
          {(option: SelectOption) => <ListBoxOption option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
