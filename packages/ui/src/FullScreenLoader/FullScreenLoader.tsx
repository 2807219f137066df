import { useId } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Spinner } from '../Spinner/index.js';
import * as styles from './FullScreenLoader.css.js';

export interface FullScreenLoaderProps {
  /** Shows the loader over the whole page. */
  isOpen: boolean;
  /** What is happening, e.g. "Processing Your Request". */
  label: string;
  /** A line under the label, e.g. "Please do not close this page." */
  description?: string;
  id?: string;
  'data-testid'?: string;
}

/**
 * Covers the page while work is under way that the user must wait for. It is a modal dialog
 * named by its label: focus moves into it and cannot leave, the page behind is inert and does not
 * scroll, Escape and outside clicks do nothing, and focus returns where it was when it closes.
 */
export function FullScreenLoader({
  isOpen,
  label,
  description,
  id,
  ...rest
}: FullScreenLoaderProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog
          id={id}
          data-testid={rest['data-testid']}
          aria-label={label}
          aria-describedby={description ? descriptionId : undefined}
          className={styles.dialog}
        >
          <Spinner label={label} layout="stacked" size="large" />
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
