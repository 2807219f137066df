import { screenText } from '@yo/domain';
import { useState } from 'react';
import { useParams } from 'wouter';
import { prefillFromRoute, type QuickPayParams } from '../../state/quickpay';
import { BillPayScreen } from './BillPayScreen';

/** Quick Bill Pay for guests (spec 2.7): the route's parameters prefill step 0. */
export default function QuickPayScreen() {
  const params = useParams<QuickPayParams>();
  // Read once, on arrival: New Transaction drops the prefill from the address. The prerendered
  // /quickpay has no query (the form shows only once its lists have loaded, after hydration).
  const [prefill] = useState(() =>
    prefillFromRoute(params, typeof window === 'undefined' ? '' : window.location.search),
  );
  return (
    <BillPayScreen
      mode="guest"
      title={screenText.quickBillPayTitle}
      prefill={prefill}
      home="/quickpay"
      contactHref="/contact"
    />
  );
}
