import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldMessages, Label, type FieldErrorMessage } from '../Field/Field.js';
import * as styles from './RadioGroup.css.js';

export interface RadioGroupProps {
  /** The question the options answer; the group is named by it. */
  label: ReactNode;
  /** The options: `Radio` elements. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** `horizontal` for two or three short options; they wrap on narrow screens. */
  orientation?: 'vertical' | 'horizontal';
  validationBehavior?: 'aria' | 'native';
  name?: string;
  id?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** One choice among a few visible options: a saved card or a new one, a top-up amount. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  isRequired = false,
  orientation = 'vertical',
  validationBehavior = 'aria',
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      isRequired={isRequired}
      orientation={orientation}
      validationBehavior={validationBehavior}
      className={styles.group}
    >
      <Label elementType="span" isRequired={isRequired}>
        {label}
      </Label>
      <div className={styles.options}>{children}</div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps {
  /** The value reported to the group's `onChange`. */
  value: string;
  children: ReactNode;
  isDisabled?: boolean;
  /** The id of the input: give the first option one so an error summary can link to the group. */
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** One option of a RadioGroup. */
export function Radio({ children, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.label}>{children}</span>
    </AriaRadio>
  );
}
