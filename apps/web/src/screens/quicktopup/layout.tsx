import type { ComponentProps } from 'react';
import * as styles from './layout.css';

/** The carrier the server found for the number: its logo and name. */
export const CarrierBadge = (props: ComponentProps<'p'>) => (
  <p {...props} className={styles.carrierBadge} />
);

/** Card-security marks: only on phones (2.8). */
export const SecurityMarks = (props: ComponentProps<'p'>) => (
  <p {...props} className={styles.securityMarks} />
);
