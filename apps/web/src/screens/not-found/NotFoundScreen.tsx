import { errorMessages, screenText } from '@yo/domain';
import { Button } from '@yo/ui';
import { useLocation } from 'wouter';
import * as styles from './NotFoundScreen.css';

/** Spec 2.1 and 8: an unknown page inside the shell, with Go Back. */
export function NotFoundScreen() {
  const [, navigate] = useLocation();
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{errorMessages.pageNotFound}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button
        onPress={() => {
          if (window.history.length > 1) window.history.back();
          else navigate('/');
        }}
      >
        {screenText.goBack}
      </Button>
    </section>
  );
}
