import { useEffect, useRef, useState } from 'react';
import { iconButtonClassName } from '../IconButton/classNames.js';
import { media } from '../tokens/values.js';
import * as styles from './BackToTop.css.js';

export interface BackToTopProps {
  /** Pixels the page must be scrolled before the button appears. */
  threshold?: number;
  /**
   * Id of the element that receives focus at the top (the page's main heading or `main`), so a
   * keyboard or screen-reader user continues from there. Without it, the body.
   */
  targetId?: string;
  /** The button's accessible name. */
  label?: string;
  /**
   * What the button must never sit over (by default fields, buttons and links): while any of it
   * is under the button, the button steps out of the way (hidden, not clickable).
   */
  avoid?: string;
  id?: string;
  'data-testid'?: string;
}

function ArrowUp() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 19V5M5.5 11.5L12 5l6.5 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Fields, buttons and links: what a customer needs to reach under a floating button. */
export const BACK_TO_TOP_AVOID = 'input, select, textarea, button, a[href], [role="button"]';

/** Whether anything matching `avoid` lies under `root`'s box (its corners and centre). */
function covers(root: HTMLElement, avoid: string): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const box = root.getBoundingClientRect();
  const points = [
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ] as const;
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !root.contains(element) && element.closest(avoid) !== null),
  );
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;
}

/**
 * A floating button that appears once the page is scrolled past `threshold` and takes the user
 * back to the top: smoothly (instantly with reduced motion), moving focus to the top target.
 */
export function BackToTop({
  threshold = 100,
  targetId,
  label = 'Back to top',
  avoid = BACK_TO_TOP_AVOID,
  id,
  ...rest
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // Where the button is, look under it after each scroll and resize (once a frame at most).
  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (root.current) setCovering(covers(root.current, avoid));
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [visible, avoid]);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // The first look waits until the frame after mounting has been drawn: reading scrollY while
    // the new page is still being laid out forced that whole layout into React's commit task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  function goToTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = (targetId && document.getElementById(targetId)) || document.body;
    if (target !== document.body && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <div
      ref={root}
      className={styles.root}
      data-covering={covering || undefined}
      data-testid={rest['data-testid']}
    >
      {/* A plain button: the public pages show it without loading react-aria. */}
      <button
        type="button"
        id={id}
        aria-label={label}
        className={iconButtonClassName({ variant: 'secondary', size: 'medium' })}
        onClick={goToTop}
      >
        <ArrowUp />
      </button>
    </div>
  );
}
