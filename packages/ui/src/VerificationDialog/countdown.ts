import { useEffect, useState } from 'react';

function secondsUntil(end: number) {
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** Seconds left: fixed by `secondsLeft`, else a clock ticking towards `expiresAt`. */
export function useSecondsLeft(secondsLeft: number | undefined, expiresAt: number | undefined) {
  const [clock, setClock] = useState(() => ({
    end: expiresAt,
    left: expiresAt === undefined ? undefined : secondsUntil(expiresAt),
  }));
  // A new expiry (a resend) restarts the clock at once.
  if (clock.end !== expiresAt) {
    setClock({
      end: expiresAt,
      left: expiresAt === undefined ? undefined : secondsUntil(expiresAt),
    });
  }
  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(expiresAt);
      setClock({ end: expiresAt, left });
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft ?? clock.left;
}
