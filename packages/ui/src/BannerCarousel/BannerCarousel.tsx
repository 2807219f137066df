import { useMemo, useRef, useSyncExternalStore } from 'react';
import { Carousel } from '../Carousel/index.js';
import { iconButtonClassName } from '../IconButton/classNames.js';
import { CloseIcon } from '../IconButton/icons.js';
import { richText } from '../SystemAlertPanel/richText.css.js';
import { plainTextHtml, sanitizeHtml } from '../SystemAlertPanel/sanitizeHtml.js';
import * as styles from './BannerCarousel.css.js';

export interface BannerMessage {
  /** The server's banner id, passed back to `onDismiss`. */
  id: string | number;
  /** The message as HTML from the server; sanitised here. */
  message: string;
  /** Whether the user may close it. */
  closeable?: boolean;
}

export interface BannerCarouselProps {
  banners: BannerMessage[];
  /** Called with a banner's id when its Close button is pressed; the app hides it (until tomorrow). */
  onDismiss?: (id: BannerMessage['id']) => void;
  /** Names the carousel region. */
  label?: string;
  /** Milliseconds between banners while playing (5 s), with Carousel's rules. */
  autoplayInterval?: number;
  autoplay?: boolean;
  /** Names each Close button; gets the banner's position ("Close message 2 of 3"). */
  closeLabel?: (position: number, count: number) => string;
  id?: string;
  'data-testid'?: string;
}

const noSubscription = () => () => {};

const defaultCloseLabel = (position: number, count: number) =>
  count > 1 ? `Close message ${position} of ${count}` : 'Close message';

/**
 * The dismissible top banners of a page: server HTML messages (sanitised with the library's
 * allow-list) in a Carousel that plays every 5 s (never on phones or for reduced motion), each
 * closeable one with a Close button.
 */
export function BannerCarousel({
  banners,
  onDismiss,
  label = 'Messages',
  autoplayInterval = 5000,
  autoplay = true,
  closeLabel = defaultCloseLabel,
  id,
  ...rest
}: BannerCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  // A server has no DOM to sanitise with, so it renders the messages' text: a page rendered there
  // is hydrated with the same text, and given its links and emphasis right after.
  const rich = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const slides = useMemo(
    () =>
      banners.map((banner, i) => ({
        id: String(banner.id),
        content: (
          <div className={styles.banner}>
            <div
              className={`${styles.message} ${richText}`}
              dangerouslySetInnerHTML={{
                __html: rich ? sanitizeHtml(banner.message) : plainTextHtml(banner.message),
              }}
            />
            {banner.closeable && onDismiss ? (
              <span className={styles.close}>
                {/* A plain button, as the carousel's: every public page shows banners. */}
                <button
                  type="button"
                  aria-label={closeLabel(i + 1, banners.length)}
                  className={iconButtonClassName()}
                  onClick={() => {
                    // Keep focus in the banners rather than losing it with the removed button.
                    root.current?.focus();
                    onDismiss(banner.id);
                  }}
                >
                  <CloseIcon />
                </button>
              </span>
            ) : null}
          </div>
        ),
      })),
    [banners, onDismiss, closeLabel, rich],
  );

  if (!banners.length) return null;
  return (
    <div ref={root} tabIndex={-1} className={styles.root} data-testid={rest['data-testid']}>
      <Carousel
        id={id}
        slides={slides}
        label={label}
        autoplay={autoplay}
        autoplayInterval={autoplayInterval}
        // Beside the banners, the controls add no row of their own from the tablet width.
        controlsPlacement="beside"
        previousLabel="Previous message"
        nextLabel="Next message"
        pauseLabel="Pause messages"
        playLabel="Play messages"
        goToLabel={(n) => `Go to message ${n}`}
      />
    </div>
  );
}
