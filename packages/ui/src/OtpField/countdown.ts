import { useEffect, useState } from 'react';

function secondsUntil(expiresAt: Date | number) {
  const end = typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime();
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/**
 * Runs a code's countdown: the app's `secondsLeft`, or a clock ticking towards `expiresAt`
 * (OtpField's, and the VerificationDialog's Submit that is disabled at 0).
 */
export function useSecondsLeft(
  secondsLeft: number | undefined,
  expiresAt: Date | number | undefined,
) {
  const end =
    expiresAt === undefined
      ? undefined
      : typeof expiresAt === 'number'
        ? expiresAt
        : expiresAt.getTime();
  const [clock, setClock] = useState(() => ({
    end,
    left: end === undefined ? undefined : secondsUntil(end),
  }));
  // A new expiry (e.g. after a resend) restarts the clock at once.
  if (clock.end !== end) setClock({ end, left: end === undefined ? undefined : secondsUntil(end) });
  useEffect(() => {
    if (end === undefined) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(end);
      setClock({ end, left });
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return secondsLeft ?? clock.left;
}
