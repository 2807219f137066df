import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { Switch } from '../Switch/Switch.js';
import * as styles from './CookieBanner.css.js';

export interface CookiePreferences {
  /** Needed for the site to work: always on. */
  necessary: true;
  analytics: boolean;
}

export interface CookieBannerProps {
  /** Accept: the customer agrees to all cookies. The app stores the choice and hides the banner. */
  onAccept: () => void;
  /** Save Preferences: the choices made in manage mode. */
  onSave: (preferences: CookiePreferences) => void;
  /** Allow All in manage mode. */
  onAllowAll: () => void;
  title?: string;
  /** The explanation, with a link to the privacy policy if wanted. */
  message?: ReactNode;
  /** Opens in manage mode (e.g. from the opt-out page). */
  defaultMode?: 'summary' | 'manage';
  /** The analytics toggle's starting value in manage mode. */
  defaultAnalytics?: boolean;
  /** fixed: pinned to the bottom of the viewport; static: in the flow (for a settings page). */
  position?: 'fixed' | 'static';
  labels?: Partial<typeof defaultLabels>;
  'data-testid'?: string;
}

const defaultLabels = {
  manage: 'Manage',
  accept: 'Accept',
  savePreferences: 'Save Preferences',
  allowAll: 'Allow All',
  necessary: 'Necessary',
  necessaryDescription: 'Keep you signed in and your payments secure. Always on.',
  alwaysOn: 'Always on',
  analytics: 'Analytics',
  analyticsDescription: 'Help us understand how Yo is used so we can improve it.',
  preferencesTitle: 'Cookie preferences',
};

/**
 * Asks for cookie consent (spec 2.16): Manage and Accept; manage mode with the necessary category
 * (always on) and an analytics toggle, Save Preferences and Allow All. It only reports the choice:
 * the app stores it and hides the banner.
 */
export function CookieBanner({
  onAccept,
  onSave,
  onAllowAll,
  title = 'We use cookies',
  message = 'Yo uses necessary cookies to work and, with your consent, analytics cookies to improve the service.',
  defaultMode = 'summary',
  defaultAnalytics = false,
  position = 'fixed',
  labels: labelOverrides,
  'data-testid': testId,
}: CookieBannerProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [mode, setMode] = useState(defaultMode);
  const [analytics, setAnalytics] = useState(defaultAnalytics);
  const titleId = useId();
  const messageId = useId();
  const preferencesRef = useRef<HTMLHeadingElement>(null);
  const switchedToManage = useRef(false);

  // Manage replaces the buttons: move focus to the preferences so it is not lost.
  useEffect(() => {
    if (mode === 'manage' && switchedToManage.current) preferencesRef.current?.focus();
  }, [mode]);

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={[styles.banner, position === 'fixed' ? styles.fixed : undefined]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
    >
      <div className={styles.inner}>
        <div className={styles.summary}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <p id={messageId} className={styles.message}>
              {message}
            </p>
          </div>
          {mode === 'summary' ? (
            <div className={styles.actions}>
              <Button
                variant="outline"
                onPress={() => {
                  switchedToManage.current = true;
                  setMode('manage');
                }}
              >
                {labels.manage}
              </Button>
              <Button onPress={onAccept}>{labels.accept}</Button>
            </div>
          ) : null}
        </div>
        {mode === 'manage' ? (
          <>
            <h3 ref={preferencesRef} tabIndex={-1} className={styles.title}>
              {labels.preferencesTitle}
            </h3>
            <div className={styles.categories}>
              <div className={styles.category}>
                <Switch isSelected isReadOnly description={labels.necessaryDescription}>
                  {labels.necessary}
                  <span className={styles.alwaysOn} aria-hidden="true">
                    {labels.alwaysOn}
                  </span>
                </Switch>
              </div>
              <div className={styles.category}>
                <Switch
                  isSelected={analytics}
                  onChange={setAnalytics}
                  description={labels.analyticsDescription}
                >
                  {labels.analytics}
                </Switch>
              </div>
            </div>
            <div className={styles.actions}>
              <Button variant="outline" onPress={() => onSave({ necessary: true, analytics })}>
                {labels.savePreferences}
              </Button>
              <Button onPress={onAllowAll}>{labels.allowAll}</Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
