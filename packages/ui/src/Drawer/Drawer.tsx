import { useEffect, useId, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Link as AriaLink, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import { CloseIcon } from '../IconButton/icons.js';
import { media } from '../tokens/values.js';
import * as styles from './Drawer.css.js';

export interface DrawerLink {
  label: string;
  /** A path of the app ("/user/billpay"), followed through the app's RouterProvider. */
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** The page shown now: `aria-current="page"` and highlighted. */
  isCurrent?: boolean;
}

export interface DrawerSection {
  /** A label above the links ("More Info"); the first section usually has none. */
  title?: string;
  links: DrawerLink[];
}

export type DrawerVariant = 'auto' | 'permanent' | 'temporary';

export interface DrawerProps {
  sections: DrawerSection[];
  /** Under the links: terms and privacy links, the copyright line. */
  footer?: ReactNode;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  /**
   * auto: permanent from `media.desktop` (960 px) up, temporary below; or force one.
   */
  variant?: DrawerVariant;
  /** The temporary drawer's open state (the app bar's menu button opens it). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The temporary drawer's close button name. */
  closeLabel?: string;
  'data-testid'?: string;
}

/** Whether the viewport matches a media query, following changes. */
function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

function Sections({
  sections,
  onNavigate,
}: {
  sections: DrawerSection[];
  onNavigate?: () => void;
}) {
  const baseId = useId();
  return (
    <div className={styles.nav}>
      {sections.map((section, index) => {
        const titleId = `${baseId}-${index}`;
        return (
          <div key={section.title ?? index}>
            {section.title ? (
              <p id={titleId} className={styles.sectionTitle}>
                {section.title}
              </p>
            ) : null}
            <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <AriaLink
                    href={link.href}
                    className={styles.link}
                    aria-current={link.isCurrent ? 'page' : undefined}
                    onPress={onNavigate}
                  >
                    {link.icon ? <span className={styles.icon}>{link.icon}</span> : null}
                    {link.label}
                  </AriaLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The signed-in side menu: a permanent 240 px column on wide screens, a modal panel that slides in
 * on smaller ones (closed by Escape, a click outside, its close button or choosing a link).
 */
export function Drawer({
  sections,
  footer,
  'aria-label': ariaLabel = 'Main',
  variant = 'auto',
  isOpen = false,
  onOpenChange,
  closeLabel = 'Close menu',
  'data-testid': testId,
}: DrawerProps) {
  const isWide = useMediaQuery(media.desktop);
  const permanent = variant === 'permanent' || (variant === 'auto' && isWide);

  // Growing to the wide layout closes the temporary drawer, so it is closed when shrinking back.
  useEffect(() => {
    if (permanent && isOpen) onOpenChange?.(false);
  }, [permanent, isOpen, onOpenChange]);

  const footerNode = footer ? <div className={styles.footer}>{footer}</div> : null;

  if (permanent) {
    return (
      <nav aria-label={ariaLabel} className={styles.permanent} data-testid={testId}>
        <Sections sections={sections} />
        {footerNode}
      </nav>
    );
  }

  const close = () => onOpenChange?.(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog aria-label={ariaLabel} className={styles.dialog} data-testid={testId}>
          <div className={styles.top}>
            <span />
            <IconButton label={closeLabel} onPress={close}>
              <CloseIcon />
            </IconButton>
          </div>
          <nav aria-label={ariaLabel}>
            <Sections sections={sections} onNavigate={close} />
          </nav>
          {footerNode}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
