import { screenText } from '@yo/domain';
import { Spinner } from '@yo/ui';
import { useRef, useState } from 'react';
import { FrameBox, FrameLoading } from './layout';

const MIN_FRAME_HEIGHT = 320;

export interface ResultStepProps {
  orderId: string;
  /** The card gateway's 3-D Secure form, from the server; it ends on the payment's result. */
  htmlForm: string;
  /** Each page the frame loads (the bank's, then the result): the result is read at once. */
  onPageLoad?: (() => void) | undefined;
}

/**
 * Payment Result: the server's 3-D Secure form in an iframe (the bank's challenge, then the
 * result page the API renders there), with 'Processing Your Request' until it has loaded.
 */
export function ResultStep({ orderId, htmlForm, onPageLoad }: ResultStepProps) {
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  // Each page of the flow (bank challenge, result) is measured when it loads, so nothing scrolls
  // inside the frame; a page from another origin cannot be measured and keeps the set height.
  function measure() {
    setLoaded(true);
    onPageLoad?.();
    try {
      const view = frame.current?.contentWindow;
      const body = frame.current?.contentDocument?.body;
      if (!view || !body) return setHeight(null);
      // The content's own height (the document's would be at least the frame's).
      const bottom =
        body.getBoundingClientRect().bottom +
        parseFloat(view.getComputedStyle(body).marginBottom || '0');
      setHeight(Math.max(Math.ceil(bottom), MIN_FRAME_HEIGHT));
    } catch {
      setHeight(null);
    }
  }
  return (
    <FrameBox data-loading={loaded ? undefined : ''} data-order-id={orderId}>
      {loaded ? null : (
        <FrameLoading>
          <Spinner label={screenText.processingYourRequest} layout="stacked" size="large" />
        </FrameLoading>
      )}
      <iframe
        ref={frame}
        title="Card authentication and payment result"
        srcDoc={htmlForm}
        onLoad={measure}
        style={height === null ? undefined : { height: `${height}px` }}
        data-testid="quickpay-3ds-frame"
      />
    </FrameBox>
  );
}
