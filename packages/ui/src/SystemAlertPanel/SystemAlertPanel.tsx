import { useMemo, type ReactNode } from 'react';
import { Alert, type AlertTone } from '../Alert/index.js';
import { richText } from './richText.css.js';
import { sanitizeHtml } from './sanitizeHtml.js';

export interface SystemAlertPanelProps {
  /** The alert's title, from the server. */
  title: ReactNode;
  /**
   * The message as HTML from the server. It is sanitised here (allow-list: p, br, strong, em, b,
   * i, ul, ol, li, span and http/https/mailto links), so the app passes it through as received.
   */
  html: string;
  tone?: AlertTone;
  /** A way forward, e.g. a Button. */
  action?: ReactNode;
  /** How it is announced; see Alert. Defaults to `alert` for errors, `status` otherwise. */
  announce?: 'alert' | 'status' | 'none';
  id?: string;
  'data-testid'?: string;
}

/** A notice from the system (service status, maintenance) with a title and sanitised HTML body. */
export function SystemAlertPanel({
  title,
  html,
  tone = 'warning',
  ...rest
}: SystemAlertPanelProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Alert tone={tone} title={title} {...rest}>
      <div className={richText} dangerouslySetInnerHTML={{ __html: clean }} />
    </Alert>
  );
}
