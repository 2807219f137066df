import { screenText } from '@yo/domain';
import { Spinner } from '@yo/ui';
import { Suspense, type ReactNode } from 'react';
import { later } from '../../forms/later';
import { Centered } from './layout';

/*
 * A payment page loads its first step only; the later steps (card, address, review and captcha,
 * the 3-D Secure result, the pay-again question, the receipt's toast) are chunks of their own
 * (forms/later), fetched as soon as the customer starts on the first step, so Next does not wait.
 */

/** A receipt's failure, told by the later steps' toast once their chunk is there. */
export const notifyReceipt = (message: string) =>
  void import('./receiptToasts').then((module) => module.notifyReceipt(message));

/** Shown only if a later step is still on its way when it is needed. */
export function StepLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Centered>
          <Spinner label={screenText.loadingBillPay} layout="stacked" />
        </Centered>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * What a payment screen shows instead of its form when the service is off or its lists could not
 * be loaded: a chunk of its own, fetched only then, so the form's first visit does not load the
 * error panel and its react-aria link.
 */
export const LoadPanel = later(() => import('./LoadPanel').then((module) => module.LoadPanel));
