import { Suspense, useEffect, useRef } from 'react';
import { useTopUp, type TopUpMode } from '../../flows/topup';
import { LoadPanel, notifyReceipt } from '../quickpay/laterSteps';
import { Heading, Screen } from '../quickpay/layout';
import { TopUpStepper } from './TopUpStepper';

export interface TopUpScreenProps {
  mode: TopUpMode;
  /** 'Quick Top Up' for guests, 'Top Up' for customers. */
  title: string;
  /** Try Again of the failure block: /quicktopup for guests, /user/topup for customers (2.8). */
  home: string;
  /** Contact Us: /contact for guests, /user/contactus for customers (2.8). */
  contactHref: string;
  /** The signed-in customer's email, once known (pre-filled, 5.10). */
  profileEmail?: string | undefined;
  /** The signed-in customer's own verified phone, offered as "my number". */
  profilePhone?: string | undefined;
}

/** Top-up (spec 2.8, 4.7, 5.10), for guests (/quicktopup) and customers (/user/topup). */
export function TopUpScreen(props: TopUpScreenProps) {
  const { mode, title, home, contactHref, profileEmail, profilePhone } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, send, progress, download } = useTopUp({
    mode,
    focusHeading: () => headingRef.current?.focus(),
    notify: notifyReceipt,
  });
  useEffect(() => {
    if (profileEmail === undefined) return;
    send({ type: 'profile', email: profileEmail, phoneNumber: profilePhone ?? '' });
  }, [profileEmail, profilePhone, send]);

  return (
    <Screen>
      <Heading>{title}</Heading>
      {/* The form shows while the countries load (and so is in the prerendered page). */}
      {state.load.kind === 'ready' || state.load.kind === 'loading' ? (
        <TopUpStepper
          state={state}
          send={send}
          progress={progress}
          download={download}
          headingRef={headingRef}
          home={home}
          contactHref={contactHref}
        />
      ) : (
        <Suspense fallback={null}>
          <LoadPanel load={state.load} contactHref={contactHref} />
        </Suspense>
      )}
    </Screen>
  );
}
