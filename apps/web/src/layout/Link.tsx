import { linkClassName, visuallyHidden, type LinkProps as LibraryLinkProps } from '@yo/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

export type LinkProps = Pick<
  LibraryLinkProps,
  | 'href'
  | 'appearance'
  | 'buttonVariant'
  | 'size'
  | 'fullWidth'
  | 'external'
  | 'newTabLabel'
  | 'download'
  | 'aria-label'
> & { children: ReactNode; onClick?: () => void };

/**
 * @yo/ui's Link as a plain `<a>` with the library's classes: the public pages' links, without
 * react-aria. A path of the app is followed by wouter (no page load); a document, a download or
 * another site is an ordinary link.
 */
export function Link({
  href = '',
  children,
  appearance,
  buttonVariant,
  size,
  fullWidth,
  external = false,
  newTabLabel = '(opens in a new tab)',
  download,
  ...rest
}: LinkProps) {
  const className = linkClassName({ appearance, buttonVariant, size, fullWidth });
  if (external || download !== undefined || !href.startsWith('/') || href.startsWith('/api/')) {
    return (
      <a
        {...rest}
        href={href}
        className={className}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        download={download}
      >
        {children}
        {external ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <RouterLink {...rest} href={href} className={className}>
      {children}
    </RouterLink>
  );
}
