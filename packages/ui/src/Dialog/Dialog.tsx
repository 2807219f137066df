import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { ariaTriggerButton } from '../Button/ariaTriggerButton.js';
import { TriggerButtonContext } from '../Button/TriggerButtonContext.js';
import { IconButton } from '../IconButton/IconButton.js';
import { CloseIcon } from '../IconButton/icons.js';
import * as styles from './Dialog.css.js';

export type DialogSize = keyof typeof styles.size;

/** Content that may need to close the dialog (a Cancel button, a form's success). */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  children: DialogContent;
  /** Buttons at the bottom, main action last (rightmost); they wrap at 320 px. */
  actions?: DialogContent;
  /**
   * small (400), medium (560), large (800), or fullScreen: the whole viewport, with a blue title
   * bar (Reset Password).
   */
  size?: DialogSize;
  /** Controlled open state. Without it, put the Dialog inside a `DialogTrigger` with its button. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click outside closes the dialog. Escape always closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Hides the × button (keep a Cancel or Close action in `actions` then). */
  hideCloseButton?: boolean;
  /** The × button's accessible name. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt; prefer the AlertDialog component. */
  role?: 'dialog' | 'alertdialog';
  id?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

function render(content: DialogContent | undefined, close: () => void) {
  return typeof content === 'function' ? content(close) : content;
}

/** A modal dialog: traps focus, closes on Escape, returns focus to what opened it. */
export function Dialog({
  title,
  children,
  actions,
  size = 'medium',
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  closeLabel = 'Close',
  role = 'dialog',
  id,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: DialogProps) {
  const fullScreen = size === 'fullScreen';
  // Only pass the open state when given, so a DialogTrigger around us can control it.
  const openProps: Partial<ModalOverlayProps> = {};
  if (isOpen !== undefined) openProps.isOpen = isOpen;
  if (defaultOpen !== undefined) openProps.defaultOpen = defaultOpen;
  if (onOpenChange) openProps.onOpenChange = onOpenChange;

  return (
    <ModalOverlay
      {...openProps}
      isDismissable={isDismissable && !fullScreen}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={[styles.overlay, fullScreen ? styles.fullScreenOverlay : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog
          role={role}
          id={id}
          aria-describedby={describedBy}
          data-testid={testId}
          className={styles.dialog}
        >
          {({ close }) => (
            <>
              <div
                className={[styles.header, fullScreen ? styles.fullScreenHeader : undefined]
                  .filter(Boolean)
                  .join(' ')}
              >
                <Heading
                  slot="title"
                  level={2}
                  className={[styles.title, fullScreen ? styles.fullScreenTitle : undefined]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {title}
                </Heading>
                {hideCloseButton ? null : (
                  <span className={fullScreen ? styles.closeOnBrand : undefined}>
                    <IconButton label={closeLabel} onPress={close}>
                      <CloseIcon />
                    </IconButton>
                  </span>
                )}
              </div>
              <div
                className={[styles.body, fullScreen ? styles.fullScreenBody : undefined]
                  .filter(Boolean)
                  .join(' ')}
              >
                {render(children, close)}
              </div>
              {actions ? (
                <div
                  className={[styles.actions, fullScreen ? styles.fullScreenBody : undefined]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {render(actions, close)}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Opens the Dialog (or AlertDialog, Popover) it wraps when its button is pressed:
 * `<DialogTrigger><Button>Edit</Button><Dialog title="Edit Profile">…</Dialog></DialogTrigger>`.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return (
    <AriaDialogTrigger {...props}>
      <TriggerButtonContext.Provider value={ariaTriggerButton}>
        {props.children}
      </TriggerButtonContext.Provider>
    </AriaDialogTrigger>
  );
}
