import { errorMessages, type ServiceStatus } from '@yo/domain';
import { ErrorPanel, SystemAlertPanel } from '@yo/ui';
import type { BillPayLoad } from '../../flows/billpay';

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
