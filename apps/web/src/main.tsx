// The component library's styles come first, so app layouts can build on them.
import '@yo/ui/styles.css';
import '@fontsource-variable/inter';

/**
 * The browser's locale data (ICU) loads on first use, which react-aria does while its modules
 * are evaluated; loading it here, in a task of its own, keeps that evaluation short.
 */
function loadLocaleData() {
  const locale = navigator.language || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
  } catch {
    // An unknown locale: react-aria falls back to en-US itself.
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The app starts in steps, each its own task, so the prerendered page stays responsive while
// it boots: React DOM is evaluated, the locale data loaded, then the app evaluated and rendered.
void import('react-dom/client')
  .then(nextTask)
  .then(loadLocaleData)
  .then(nextTask)
  .then(() => import('./boot'));
