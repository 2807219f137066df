import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.js';
import { Switch } from '../Switch/Switch.js';
import type { CookiePreferences } from './CookieBanner.js';
import * as styles from './CookieBanner.css.js';
import type { defaultLabels } from './labels.js';

export interface PreferencesPanelProps {
  labels: typeof defaultLabels;
  defaultAnalytics: boolean;
  /** Manage was pressed: focus moves to the preferences, so it is not lost with the buttons. */
  focusOnShow: boolean;
  onSave: (preferences: CookiePreferences) => void;
  onAllowAll: () => void;
}

/** CookieBanner's manage mode: the categories, Save Preferences and Allow All. */
export default function PreferencesPanel({
  labels,
  defaultAnalytics,
  focusOnShow,
  onSave,
  onAllowAll,
}: PreferencesPanelProps) {
  const [analytics, setAnalytics] = useState(defaultAnalytics);
  const preferencesRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) preferencesRef.current?.focus();
  }, [focusOnShow]);

  return (
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
  );
}
