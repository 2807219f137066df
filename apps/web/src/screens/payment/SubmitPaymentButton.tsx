import { screenText } from '@yo/domain';
import { Button } from '@yo/ui';

/**
 * The review's SUBMIT, for every way to pay. It guards against a double click, so it is a new
 * button per attempt (a new captcha, or back from pending after 'Pay this bill again?' / 'Top up
 * this number again?'): the guard never swallows the next submit.
 */
export function SubmitPaymentButton({
  captchaResetKey,
  resultStatus,
  submitting,
}: {
  captchaResetKey: number;
  resultStatus: string;
  submitting: boolean;
}) {
  // The key remounts the one button when the attempt changes.
  return (
    <Button
      key={`submit-${captchaResetKey}-${resultStatus}`}
      type="submit"
      preventDoubleActivation
      isPending={submitting}
      pendingLabel={screenText.processingYourRequest}
    >
      {screenText.submitPayment}
    </Button>
  );
}
