import { screenText } from '@yo/domain';
import { AlertDialog } from '@yo/ui';
import type { BillPayEvent, BillPayState } from '../../flows/billpay';

/**
 * 'Pay this bill again?' (#17): the server found the same bill paid with the same card minutes
 * ago and charged nothing. Cancel is where focus starts; only Pay Again sends the payment.
 */
export function PayAgainDialog({
  payAgain,
  send,
}: {
  payAgain: BillPayState['payAgain'];
  send: (event: BillPayEvent) => void;
}) {
  if (!payAgain) return null;
  return (
    <AlertDialog
      title={screenText.payAgainTitle}
      tone="primary"
      confirmLabel={screenText.payAgain}
      cancelLabel={screenText.cancel}
      isOpen
      onConfirm={() => send({ type: 'payAgain' })}
      onCancel={() => send({ type: 'cancelPayAgain' })}
      onOpenChange={(open) => {
        if (!open) send({ type: 'cancelPayAgain' });
      }}
      data-testid="pay-again-dialog"
    >
      <p>{payAgain.message}</p>
      <p>{screenText.payAgainQuestion}</p>
    </AlertDialog>
  );
}
