import { accountScreenText as text, screenText } from '@yo/domain';
import { Spinner } from '@yo/ui';
import { useEffect, useRef, useState } from 'react';
import { apiOrigin, resultFrameMessage, type ResultFrameMessage } from '../../../lib/resultFrame';
import { FrameBox, FrameSpinner } from './layout';

/**
 * A new card's 3-D Secure form (customers/addcard's `htmlForm`) in an iframe, with 'Processing
 * Your Request' until it loads. The result page inside tells the app `cardAdded` or `cardFailed`;
 * only messages from the API's origin count.
 */
export function CardFrame({
  orderId,
  htmlForm,
  onMessage,
}: {
  orderId: string;
  htmlForm: string;
  onMessage: (message: ResultFrameMessage) => void;
}) {
  const [loaded, setLoaded] = useState(false);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const origin = apiOrigin('/api/', window.location.href);
    const listen = (event: MessageEvent) => {
      const message = resultFrameMessage(event, origin);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <FrameBox data-loading={loaded ? undefined : ''} data-order-id={orderId}>
      {loaded ? null : (
        <FrameSpinner>
          <Spinner label={screenText.processingYourRequest} layout="stacked" size="large" />
        </FrameSpinner>
      )}
      <iframe
        title={text.cardFrameTitle}
        srcDoc={htmlForm}
        onLoad={() => setLoaded(true)}
        data-testid="account-3ds-frame"
      />
    </FrameBox>
  );
}
