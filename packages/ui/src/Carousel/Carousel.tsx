import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../IconButton/index.js';
import { media } from '../tokens/values.js';
import * as styles from './Carousel.css.js';
import { useMediaQuery } from './useMediaQuery.js';

export interface CarouselSlide {
  /** Stable id of the slide. */
  id: string;
  content: ReactNode;
  /** A short name for the slide, read after its position ("2 of 7, Pay your bills"). */
  label?: string;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Names the carousel, e.g. "Featured", "Our providers", "What our customers say". */
  label: string;
  /**
   * Milliseconds between slides when playing: home images 5000, provider logos 1000,
   * testimonials 5000. Without it the carousel does not play by itself.
   */
  autoplayInterval?: number;
  /**
   * Play by itself (with an interval). It never does below the tablet width or when the user
   * prefers reduced motion, and it pauses on hover and on focus.
   */
  autoplay?: boolean;
  /** Slides shown side by side (e.g. 3 logos); moves one at a time. */
  slidesPerView?: number;
  /** Start with this slide (uncontrolled). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** A slide at the end wraps to the first. */
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** Names a dot: "Go to slide 3". */
  goToLabel?: (position: number) => string;
  /** Names a slide's position: "3 of 7". */
  positionLabel?: (position: number, count: number) => string;
  /**
   * Where the control bar sits: `below` the slides at their end, or `beside` them from the tablet
   * width (a one-line strip such as the page banners; below that width it goes under them).
   */
  controlsPlacement?: 'below' | 'beside';
  id?: string;
  'data-testid'?: string;
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15L19.5 12z" fill="currentColor" />
    </svg>
  );
}

const defaultGoTo = (position: number) => `Go to slide ${position}`;
/** Up to this many positions get dots; more get a "3 / 7" count, so the bar stays one short row. */
const MAX_DOTS = 5;
const defaultPosition = (position: number, count: number) => `${position} of ${count}`;

/**
 * Slides shown one (or a few) at a time, after the WAI-ARIA carousel pattern: one small bar with a
 * pause/play button whenever it plays by itself, previous/next, and dots (or a count when there are
 * many), polite announcements when the user moves it, and no motion on phones or for reduced motion.
 */
export function Carousel({
  slides,
  label,
  autoplayInterval,
  autoplay = true,
  slidesPerView = 1,
  defaultIndex = 0,
  onIndexChange,
  loop = true,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause slide show',
  playLabel = 'Play slide show',
  goToLabel = defaultGoTo,
  positionLabel = defaultPosition,
  controlsPlacement = 'below',
  id,
  ...rest
}: CarouselProps) {
  const perView = Math.max(1, Math.floor(slidesPerView));
  const positions = Math.max(1, slides.length - perView + 1);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, defaultIndex), positions - 1));
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wideEnough = useMediaQuery(media.tablet);
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const slidesId = useId();

  const current = Math.min(index, positions - 1);
  // The pause/play control is part of the layout whenever the slides could play by themselves;
  // CSS shows it only where they do (tablet width up, no reduced motion), so a page rendered
  // ahead of time, without a window to measure, is laid out as the browser then draws it.
  const hasRotationControl =
    autoplay && !!autoplayInterval && autoplayInterval > 0 && positions > 1;
  const canAutoplay = hasRotationControl && wideEnough && !reducedMotion;
  const rotating = canAutoplay && !userPaused && !hovered && !focused;

  const goTo = useCallback(
    (next: number) => {
      setIndex(next);
      onIndexChange?.(next);
    },
    [onIndexChange],
  );

  const step = (delta: number) => {
    let next = current + delta;
    if (next < 0) next = loop ? positions - 1 : 0;
    if (next >= positions) next = loop ? 0 : positions - 1;
    goTo(next);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      setIndex((i) => {
        const next = (Math.min(i, positions - 1) + 1) % positions;
        onIndexChange?.(next);
        return next;
      });
    }, autoplayInterval);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayInterval, positions, onIndexChange]);

  function handleFocus(event: FocusEvent<HTMLElement>) {
    // Focus on the pause/play button itself does not pause: pressing Play must play.
    if ((event.target as HTMLElement).closest('[data-rotation-control]')) return;
    setFocused(true);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(false);
  }

  const hasControls = positions > 1;
  const swipeStart = useRef<number | null>(null);

  return (
    <section
      id={id}
      data-testid={rest['data-testid']}
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root[controlsPlacement]}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <div
        className={styles.viewport}
        // A horizontal swipe on a touch screen moves one slide; the buttons remain the way in.
        onPointerDown={(e) => {
          swipeStart.current = e.pointerType === 'mouse' ? null : e.clientX;
        }}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || !hasControls) return;
          const dx = e.clientX - start;
          if (Math.abs(dx) > 40) step(dx < 0 ? 1 : -1);
        }}
      >
        <div
          id={slidesId}
          className={styles.track}
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            const name = positionLabel(i + 1, slides.length);
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={slide.label ? `${name}, ${slide.label}` : name}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                data-current={visible || undefined}
                className={styles.slide}
                style={{ width: `${100 / perView}%` }}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {hasControls ? (
        <div className={styles.controls}>
          {hasRotationControl ? (
            <span className={styles.rotation} data-rotation-control="">
              <button
                type="button"
                className={styles.control}
                aria-label={userPaused ? playLabel : pauseLabel}
                aria-controls={slidesId}
                onClick={() => {
                  setUserPaused((p) => !p);
                  setFocused(false);
                  setHovered(false);
                }}
              >
                {userPaused ? <PlayIcon /> : <PauseIcon />}
              </button>
            </span>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-label={previousLabel}
            aria-controls={slidesId}
            disabled={!loop && current === 0}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon />
          </button>
          {positions <= MAX_DOTS ? (
            <div className={styles.dots}>
              {Array.from({ length: positions }, (_, i) => (
                <button
                  type="button"
                  key={i}
                  className={styles.dot}
                  aria-label={goToLabel(i + 1)}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => goTo(i)}
                >
                  <span className={styles.dotMark} aria-hidden="true" />
                </button>
              ))}
            </div>
          ) : (
            // The slides' own names say "3 of 7" to screen readers; this is for the eye.
            <span className={styles.counter} aria-hidden="true">
              {current + 1} / {positions}
            </span>
          )}
          <button
            type="button"
            className={styles.control}
            aria-label={nextLabel}
            aria-controls={slidesId}
            disabled={!loop && current === positions - 1}
            onClick={() => step(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
