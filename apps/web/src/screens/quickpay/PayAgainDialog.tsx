import { screenText } from '@yo/domain';
import type { BillPayEvent, BillPayState } from '../../flows/billpay';
import { PayAgainQuestion } from '../payment/PayAgainQuestion';

/** 'Pay this bill again?' (#17): only Pay Again sends the payment. */
export function PayAgainDialog({
  payAgain,
  send,
}: {
  payAgain: BillPayState['payAgain'];
  send: (event: BillPayEvent) => void;
}) {
  return (
    <PayAgainQuestion
      question={payAgain}
      title={screenText.payAgainTitle}
      text={screenText.payAgainQuestion}
      confirmLabel={screenText.payAgain}
      onConfirm={() => send({ type: 'payAgain' })}
      onCancel={() => send({ type: 'cancelPayAgain' })}
      data-testid="pay-again-dialog"
    />
  );
}
