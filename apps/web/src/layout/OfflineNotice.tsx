import { Alert } from '@yo/ui';
import { useEffect, useState } from 'react';
import * as styles from './OfflineNotice.css';

/** Spec 4.9: the shell works offline; anything that needs the network says so clearly. */
export const OFFLINE_MESSAGE =
  'You are offline. You can still read our pages, but paying, topping up, sending messages and loading agent locations need an internet connection. We will reconnect automatically.';

export function OfflineNotice() {
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <div className={styles.box}>
      <Alert tone="warning" title="No internet connection" announce="status">
        {OFFLINE_MESSAGE}
      </Alert>
    </div>
  );
}
