import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import * as styles from './Switch.css.js';

export interface SwitchProps {
  /** What the switch turns on: "Analytics", "Primary". */
  children: ReactNode;
  /** Help text under the label (what turning it on does). */
  description?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Shown but not changeable, e.g. the cookie banner's "Necessary", always on. */
  isReadOnly?: boolean;
  /** Puts the label before the switch, spread across the row (settings lists). */
  labelPosition?: 'end' | 'start';
  name?: string;
  value?: string;
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** An on/off setting that applies at once: analytics cookies, a card's primary flag. */
export function Switch({
  children,
  description,
  labelPosition = 'end',
  'data-testid': testId,
  ...rest
}: SwitchProps) {
  const descriptionId = useId();
  const className =
    labelPosition === 'start' ? `${styles.switchRoot} ${styles.labelFirst}` : styles.switchRoot;
  return (
    <div className={styles.wrapper} data-testid={testId}>
      <AriaSwitch
        {...rest}
        aria-describedby={description ? descriptionId : undefined}
        className={className}
      >
        {labelPosition === 'start' ? <span className={styles.label}>{children}</span> : null}
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumbStyle} />
        </span>
        {labelPosition === 'end' ? <span className={styles.label}>{children}</span> : null}
      </AriaSwitch>
      {description ? (
        <span
          id={descriptionId}
          className={
            labelPosition === 'end'
              ? `${fieldStyles.description} ${styles.indented}`
              : fieldStyles.description
          }
        >
          {description}
        </span>
      ) : null}
    </div>
  );
}
