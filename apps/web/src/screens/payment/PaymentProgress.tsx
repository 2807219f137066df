import { paymentMessages, paymentProgressText, screenText } from '@yo/domain';
import { Alert, Button, Spinner } from '@yo/ui';
import { waitedSeconds, type OrderProgress } from '../../flows/payment/progress';
import { phaseOf } from '../../flows/payment/resultActions';
import { Details } from '../quickpay/layout';
import { Row } from '../quickpay/ReviewStep';
import { ResultStep } from '../quickpay/ResultStep';

export interface PaymentProgressProps {
  /** The submitted order and its 3-D Secure form ('' after a reload: the result is read). */
  result: { orderId: string; htmlForm: string };
  /** The order followed to its end, and its receipt's download. */
  payment: {
    progress: OrderProgress | null;
    download: (orderId: string) => void;
    readNow?: () => void;
  };
  /** Try Again after a failure the app shows: back to the card with everything else kept. */
  onRetry: (message: string) => void;
}

/**
 * A submitted payment followed to its end (issue 29): the bank's check in its frame under
 * 'Confirm with your bank', then, when the bank is done but the payment is not (a late delivery),
 * a visible wait with its time so far; the result when it comes, without a reload; and past the
 * wait a customer will bear, what happens next.
 */
export function PaymentProgress({ result, payment, onRetry }: PaymentProgressProps) {
  const { orderId, htmlForm } = result;
  const { progress, download: onDownload } = payment;
  const phase = phaseOf(progress, htmlForm);
  if (phase === 'bank' || phase === 'frameResult') {
    return (
      <>
        {phase === 'bank' ? (
          <Alert tone="info" title={paymentProgressText.confirmWithBank}>
            {paymentProgressText.confirmWithBankDetail}
          </Alert>
        ) : null}
        <ResultStep orderId={orderId} htmlForm={htmlForm} onPageLoad={payment.readNow} />
      </>
    );
  }
  const order = progress?.order ?? null;
  if (phase === 'successful' && order) {
    return (
      <div data-order-id={orderId} data-testid="payment-result">
        <Alert tone="success" title={paymentMessages.paymentSuccessful}>
          {paymentProgressText.approved}
        </Alert>
        <Details aria-label={paymentProgressText.receiptDetails}>
          {order.lines.map(({ label, value }) => (
            <Row key={label} term={label}>
              {value}
            </Row>
          ))}
        </Details>
        <Button variant="outline" onPress={() => onDownload(orderId)}>
          {paymentMessages.downloadReceipt}
        </Button>
      </div>
    );
  }
  if ((phase === 'failed' || phase === 'reversed') && order) {
    const message = order.message ?? paymentMessages.paymentFailed;
    return (
      <div data-order-id={orderId} data-testid="payment-result">
        <Alert tone="error" title={paymentMessages.paymentFailed}>
          {message}
        </Alert>
        {phase === 'failed' ? (
          <Button onPress={() => onRetry(message)}>{screenText.tryAgain}</Button>
        ) : null}
      </div>
    );
  }
  const delivering = order?.status === 'Captured';
  const seconds = progress ? waitedSeconds(progress) : 0;
  return (
    <div data-order-id={orderId} data-testid="payment-working">
      <Spinner
        label={delivering ? paymentProgressText.delivering : paymentProgressText.completing}
        layout="stacked"
        size="large"
      />
      <p>
        {delivering ? paymentProgressText.deliveringDetail : paymentProgressText.completingDetail}
      </p>
      <p data-testid="payment-elapsed">{paymentProgressText.elapsed(seconds)}</p>
      {progress?.unreadable ? <p>{paymentProgressText.statusUnavailable}</p> : null}
      {phase === 'waitedOut' && order ? (
        <Alert tone="info">{paymentProgressText.waitedOut(order.email)}</Alert>
      ) : null}
    </div>
  );
}
