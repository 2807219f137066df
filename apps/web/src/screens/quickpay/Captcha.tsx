import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import * as styles from './Captcha.css';

/** The API's ALTCHA challenge (self-hosted proof of work; no third party is reachable). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

export interface CaptchaProps {
  /** Called with the solved payload, or '' when it expires, fails or is reset. */
  onChange: (payload: string) => void;
  /** Changing it resets the widget (a failed payment asks for a new proof). */
  resetKey: number;
  /** The id of the error message under the widget. */
  describedBy?: string;
  isInvalid?: boolean;
  /** Where the widget fetches its challenge (a login's is its account's, dearer when guessed at). */
  challengeUrl?: string;
}

/**
 * ALTCHA's widget (a web component, loaded only when the review step shows it). Its payload goes
 * with the payment as the captcha token; the server verifies it once.
 */
export function Captcha({
  onChange,
  resetKey,
  describedBy,
  isInvalid,
  challengeUrl = CAPTCHA_CHALLENGE_URL,
}: CaptchaProps) {
  const ref = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let alive = true;
    void import('altcha').then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === 'verified' ? (detail.payload ?? '') : '');
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ready]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    ref.current?.reset?.();
    onChangeRef.current('');
  }, [resetKey]);

  return (
    <div
      className={styles.box}
      data-testid="captcha"
      aria-describedby={describedBy}
      data-invalid={isInvalid || undefined}
    >
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={challengeUrl}
          name="captcha"
          language="en"
          configuration={JSON.stringify({ hideLogo: false, hideFooter: false })}
        />
      ) : null}
    </div>
  );
}
