import type { ComponentProps } from 'react';
import * as styles from './layout.css';

/** Layout of the payment screens (bill pay, top-up): elements with their vanilla-extract class. */

export const Screen = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.screen} />
);

export const Heading = ({ children, ...props }: ComponentProps<'h1'>) => (
  <h1 {...props} className={styles.heading}>
    {children}
  </h1>
);

export const StepForm = (props: ComponentProps<'form'>) => (
  <form {...props} className={styles.stepForm} />
);

export const SectionTitle = ({ children, ...props }: ComponentProps<'h2'>) => (
  <h2 {...props} className={styles.sectionTitle}>
    {children}
  </h2>
);

export const Actions = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.actions} />
);

export const ActionGroup = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.actionGroup} />
);

export const ReviewGrid = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.reviewGrid} />
);

export const Details = (props: ComponentProps<'dl'>) => (
  <dl {...props} className={styles.details} />
);

export const Note = (props: ComponentProps<'p'>) => <p {...props} className={styles.note} />;

export const FrameBox = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.frameBox} />
);

export const FrameLoading = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.frameLoading} />
);

export const Centered = (props: ComponentProps<'div'>) => (
  <div {...props} className={styles.centered} />
);
