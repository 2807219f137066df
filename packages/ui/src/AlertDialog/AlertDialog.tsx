import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { Dialog } from '../Dialog/Dialog.js';

export interface AlertDialogProps {
  /** The question's subject: "Remove Payment Method". */
  title: string;
  /** The question and what it concerns: "Are you sure you want to remove…", the card. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called on Confirm. If it returns a promise, Confirm shows progress until it settles; the dialog
   * closes when it resolves and stays open (for the app to show the error) when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** critical (red) for removing something; primary for other confirmations. */
  tone?: 'critical' | 'primary';
  /** Confirm is under way (when the app tracks it itself). */
  isPending?: boolean;
  /** What the progress indicator says while confirming. */
  pendingLabel?: string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  id?: string;
  'data-testid'?: string;
}

/**
 * A confirmation that interrupts: role `alertdialog`, no click-outside dismissal, focus starts on
 * Cancel so Enter never removes something by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'critical',
  isPending = false,
  pendingLabel = 'Processing',
  ...rest
}: AlertDialogProps) {
  const [isConfirming, setConfirming] = useState(false);
  const pending = isPending || isConfirming;

  async function confirm(close: () => void) {
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setConfirming(true);
    try {
      await result;
      close();
    } catch {
      // The app reports the failure; the question stays open so the customer can retry or cancel.
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Dialog
      {...rest}
      title={title}
      size="small"
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
      hideCloseButton
      actions={(close) => (
        <>
          <Button
            variant="outline"
            // The APG alertdialog pattern: focus starts on the least destructive action.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            isDisabled={pending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={pending}
            pendingLabel={pendingLabel}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
