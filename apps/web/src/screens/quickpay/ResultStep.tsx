import { screenText } from '@yo/domain';
import { Spinner } from '@yo/ui';
import { useState } from 'react';
import { FrameBox, FrameLoading } from './layout';

export interface ResultStepProps {
  orderId: string;
  /** The card gateway's 3-D Secure form, from the server; it ends on the payment's result. */
  htmlForm: string;
}

/**
 * Payment Result: the server's 3-D Secure form in an iframe (the bank's challenge, then the
 * result page the API renders there), with 'Processing Your Request' until it has loaded.
 */
export function ResultStep({ orderId, htmlForm }: ResultStepProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <FrameBox data-loading={loaded ? undefined : ''} data-order-id={orderId}>
      {loaded ? null : (
        <FrameLoading>
          <Spinner label={screenText.processingYourRequest} layout="stacked" size="large" />
        </FrameLoading>
      )}
      <iframe
        title="Card authentication and payment result"
        srcDoc={htmlForm}
        onLoad={() => setLoaded(true)}
        data-testid="quickpay-3ds-frame"
      />
    </FrameBox>
  );
}
