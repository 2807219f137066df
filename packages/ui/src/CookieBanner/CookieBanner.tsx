import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { buttonClassName } from '../Button/classNames.js';
import * as styles from './CookieBanner.css.js';
import { defaultLabels } from './labels.js';

/**
 * The preferences (switches) load when Manage is pressed: the banner shows on a visitor's first
 * page, whose only other controls are plain buttons and links, so it does without react-aria.
 */
const loadPreferencesPanel = () => import('./PreferencesPanel.js');
const CookiePreferencesPanel = lazy(loadPreferencesPanel);

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
  const titleId = useId();
  const messageId = useId();
  // Manage was pressed (rather than the banner opening in manage mode): focus follows.
  const [managePressed, setManagePressed] = useState(false);

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
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                // Reaching Manage starts loading the preferences, so they are there when it is pressed.
                onPointerEnter={() => void loadPreferencesPanel()}
                onFocus={() => void loadPreferencesPanel()}
                onClick={() => {
                  setManagePressed(true);
                  setMode('manage');
                }}
              >
                {labels.manage}
              </button>
              <button type="button" className={buttonClassName()} onClick={onAccept}>
                {labels.accept}
              </button>
            </div>
          ) : null}
        </div>
        {mode === 'manage' ? (
          <Suspense fallback={null}>
            <CookiePreferencesPanel
              labels={labels}
              defaultAnalytics={defaultAnalytics}
              focusOnShow={managePressed}
              onSave={onSave}
              onAllowAll={onAllowAll}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
