import { visuallyHidden } from '../styles/utilities.css.js';

let region: HTMLElement | null = null;

/**
 * Says `message` to screen readers at once (an assertive live region), for a change that has no
 * visible text of its own to announce, such as a button that starts or stops waiting. One region
 * serves the whole page; it is added to the body on first use.
 */
export function announce(message: string) {
  if (typeof document === 'undefined' || !message) return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.className = visuallyHidden;
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  const target = region;
  // Emptied first and filled a moment later, so the same message twice is announced twice.
  target.textContent = '';
  setTimeout(() => {
    target.textContent = message;
  }, 50);
}
