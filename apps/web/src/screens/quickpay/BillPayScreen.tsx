import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useBillPay, type BillPayMode } from '../../flows/billpay';
import type { PaymentDetailsForm } from '../../state/quickpay';
import { BillPayStepForm } from './BillPayStepForm';
import { LoadPanel, notifyReceipt } from './laterSteps';
import { Heading, Screen } from './layout';

export interface BillPayScreenProps {
  mode: BillPayMode;
  /** 'Quick Bill Pay' for guests, 'Bill Pay' for customers (2.7). */
  title: string;
  prefill: Partial<PaymentDetailsForm>;
  /** Where New Transaction goes. */
  home: string;
  /** Contact Us of the error panel: /contact for guests, /user/contactus for customers. */
  contactHref: string;
  /** The signed-in profile's email and phone, once known (customers). */
  profile?: { email: string; phoneNumber: string } | undefined;
}

/** Bill pay (spec 2.7, 4.6, 5.6–5.9), for guests (/quickpay) and customers (/user/billpay). */
export function BillPayScreen({
  mode,
  title,
  prefill,
  home,
  contactHref,
  profile,
}: BillPayScreenProps) {
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, send, hold, payment } = useBillPay({
    mode,
    prefill,
    home,
    navigate: (path) => navigate(path, { replace: true }),
    focusHeading: () => headingRef.current?.focus(),
    notify: notifyReceipt,
  });

  const email = profile?.email;
  const phoneNumber = profile?.phoneNumber;
  useEffect(() => {
    if (email !== undefined && phoneNumber !== undefined) {
      send({ type: 'profile', email, phoneNumber });
    }
  }, [email, phoneNumber, send]);

  return (
    <Screen>
      <Heading>{title}</Heading>
      {/* The form shows while the payees load (and so is in the prerendered page); they fill in. */}
      {state.load.kind === 'ready' || state.load.kind === 'loading' ? (
        <BillPayStepForm
          state={state}
          send={send}
          hold={hold}
          payment={payment}
          headingRef={headingRef}
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
