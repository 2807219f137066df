import { useState, type ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { ChevronDownIcon, CloseIcon } from '../IconButton/icons.js';
import * as listStyles from '../Select/ListBox.css.js';
import { ListBoxOption, type SelectOption } from '../Select/ListBoxOption.js';
import * as selectStyles from '../Select/Select.css.js';
import * as styles from './MultiSelect.css.js';

export interface MultiSelectProps {
  /** The visible label; it also names the chips ("Transaction Type: chosen"). */
  label: string;
  options: SelectOption[];
  /**
   * Help text, also the hint of a disabled filter:
   * 'Select transaction type (Bill Pay) to filter providers'.
   */
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Nothing can be chosen or removed; say why in `description`. */
  isDisabled?: boolean;
  /** The chosen options' ids (controlled). */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Shown in the button while nothing is chosen. */
  placeholder?: string;
  /** Shown in the button when some are chosen; gets the count. */
  countLabel?: (count: number) => string;
  /** The name of a chip's remove button; screen readers add the chip's label: "Remove TSTT". */
  removeLabel?: string;
  validationBehavior?: 'aria' | 'native';
  name?: string;
  /** The id of the button, used by the error summary to link to this field. */
  id?: string;
  autoFocus?: boolean;
  /** Opens the list at first (for demonstrations and screenshots). */
  defaultOpen?: boolean;
  'data-testid'?: string;
}

/**
 * Chooses several options from a list; each choice shows as a removable chip under the field:
 * the activity filter's transaction types, providers and carriers.
 */
export function MultiSelect({
  label,
  options,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  validationBehavior = 'aria',
  value,
  defaultValue,
  onChange,
  placeholder = 'Select',
  countLabel = (count) => `${count} selected`,
  removeLabel = 'Remove',
  id,
  autoFocus,
  'data-testid': testId,
  ...rest
}: MultiSelectProps) {
  const [ownValue, setOwnValue] = useState<string[]>(defaultValue ?? []);
  const current = value ?? ownValue;
  const chosen = options.filter((option) => current.includes(option.id));

  function update(next: string[]) {
    setOwnValue(next);
    onChange?.(next);
  }

  return (
    <div className={styles.wrapper} data-testid={testId}>
      <AriaSelect
        {...rest}
        selectionMode="multiple"
        value={current}
        onChange={(keys: Key[]) => update(keys.map(String))}
        isDisabled={isDisabled}
        isRequired={isRequired}
        validationBehavior={validationBehavior}
        placeholder={placeholder}
        className={fieldStyles.field}
      >
        <Label isRequired={isRequired}>{label}</Label>
        <Button
          id={id}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passed through on request
          autoFocus={autoFocus}
          className={selectStyles.trigger}
        >
          <SelectValue className={selectStyles.value}>
            {({ isPlaceholder, selectedItems }) =>
              isPlaceholder ? placeholder : countLabel(selectedItems.length)
            }
          </SelectValue>
          <span className={selectStyles.chevron} aria-hidden="true">
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
      {chosen.length > 0 ? (
        <TagGroup
          aria-label={`${label}: chosen`}
          onRemove={
            isDisabled ? undefined : (keys) => update(current.filter((key) => !keys.has(key)))
          }
        >
          <TagList className={styles.tagList} items={chosen}>
            {(option) => (
              <Tag
                id={option.id}
                textValue={option.label}
                isDisabled={isDisabled}
                className={styles.tag}
              >
                {({ allowsRemoving }) => (
                  <>
                    <span className={styles.tagLabel}>{option.label}</span>
                    {allowsRemoving && !isDisabled ? (
                      <Button slot="remove" aria-label={removeLabel} className={styles.remove}>
                        <CloseIcon />
                      </Button>
                    ) : null}
                  </>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
