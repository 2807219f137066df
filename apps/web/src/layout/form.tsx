import { createElement, type ComponentProps } from 'react';
import * as styles from './form.css';

/** Layout of the app's forms (sign in, sign up, payments): elements with their vanilla-extract class. */

/** A form's column, centred on wide screens: narrow for a short form, wide for two columns. */
export const FormColumn = ({
  width = 'narrow',
  ...props
}: ComponentProps<'div'> & { width?: 'narrow' | 'wide' }) => (
  <div {...props} className={styles.formColumn[width]} />
);

/** A form on its own raised card. */
export const FormCard = (props: ComponentProps<'form'>) => (
  <form {...props} className={styles.formCard} />
);

/** A form inside a dialog: its fields one under the other (`as="div"` for settings saved at once). */
export const DialogForm = ({
  as = 'form',
  ...props
}: ComponentProps<'form'> & { as?: 'form' | 'div' }) =>
  createElement(as, { ...props, className: styles.dialogForm });

/** Two columns of fields from tablet width up, one on phones. */
export const Fields = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.fields} />
);

/** A field across both columns. */
export const Wide = (props: ComponentProps<'div'>) => <div {...props} className={styles.wide} />;

/** Links under a form's button, centred one under the other. */
export const CenteredLinks = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.centeredLinks} />
);
