import { screenText } from '@yo/domain';
import { AlertDialog } from '@yo/ui';
import type { PayAgainQuestion as Question } from '../../flows/payment/duplicate';

export interface PayAgainQuestionProps {
  question: Question;
  /** 'Pay this bill again?' or 'Top up this number again?' */
  title: string;
  /** The question under the server's words on the earlier payment. */
  text: string;
  /** 'Pay Again' or 'Top Up Again': the only action that sends the payment again. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  'data-testid'?: string;
}

/**
 * The server found the same payment made with the same card minutes ago and charged nothing
 * (#17, #30): the customer is asked first. Cancel is where focus starts; only the confirming
 * action sends the payment again.
 */
export function PayAgainQuestion({
  question,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  'data-testid': testId,
}: PayAgainQuestionProps) {
  if (!question) return null;
  return (
    <AlertDialog
      title={title}
      tone="primary"
      confirmLabel={confirmLabel}
      cancelLabel={screenText.cancel}
      isOpen
      onConfirm={onConfirm}
      onCancel={onCancel}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      <p>{question.message}</p>
      <p>{text}</p>
    </AlertDialog>
  );
}
