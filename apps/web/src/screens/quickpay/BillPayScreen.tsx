import { errorMessages, type ServiceStatus } from '@yo/domain';
import { ErrorPanel, SystemAlertPanel } from '@yo/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useBillPay, type BillPayLoad, type BillPayMode } from '../../flows/billpay';
import type { PaymentDetailsForm } from '../../state/quickpay';
import { BillPayStepForm } from './BillPayStepForm';
import { notifyReceipt } from './laterSteps';
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

function statusTone(status: ServiceStatus) {
  const tone = status.messageType;
  return tone === 'error' || tone === 'info' || tone === 'success' ? tone : 'warning';
}

/** What a payment screen shows before its form (bill pay's, top-up's). */
export type PanelLoad = Exclude<BillPayLoad, { kind: 'ready' } | { kind: 'loading' }>;

/** Instead of the form: the service unavailable or inactive, or nothing to pay (2.7, 2.8). */
export function LoadPanel({ load, contactHref }: { load: PanelLoad; contactHref: string }) {
  if (load.kind === 'unavailable') {
    return <SystemAlertPanel title={errorMessages.serviceUnavailable} html="" tone="warning" />;
  }
  if (load.kind === 'inactive') {
    return (
      <SystemAlertPanel
        title={load.status.statusTitle ?? errorMessages.serviceUnavailable}
        html={load.status.statusMessage ?? ''}
        tone={statusTone(load.status)}
      />
    );
  }
  return (
    <ErrorPanel
      title={errorMessages.somethingWentWrong}
      message={errorMessages.somethingWentWrongDetail}
      onTryAgain={() => window.location.reload()}
      contactHref={contactHref}
    />
  );
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
  const { state, send, hold } = useBillPay({
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
          headingRef={headingRef}
          contactHref={contactHref}
        />
      ) : (
        <LoadPanel load={state.load} contactHref={contactHref} />
      )}
    </Screen>
  );
}
