import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../IconButton/icons.js';
import * as styles from './ListBox.css.js';

/** One choice of a Select, ComboBox or MultiSelect. */
export interface SelectOption {
  /** The value reported when it is chosen (a country code, a payee id). */
  id: string;
  /** What the user reads, and what type-ahead and search match. */
  label: string;
  isDisabled?: boolean;
}

/** An option of the shared list box: a 44 px row with a check mark when chosen. */
export function ListBoxOption({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={styles.option}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.optionLabel}>{option.label}</span>
          <span className={styles.check} aria-hidden="true">
            {isSelected ? <CheckIcon /> : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
