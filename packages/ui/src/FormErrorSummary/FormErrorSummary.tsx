import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { ErrorIcon } from '../IconButton/icons.js';
import * as styles from './FormErrorSummary.css.js';

/** One invalid field: the id of its control and the message shown under it. */
export interface FormError {
  /** The `id` of the field's control (input, select button, first radio). */
  id: string;
  message: string;
}

export interface FormErrorSummaryProps {
  /** The invalid fields, in the order they appear in the form. Nothing renders when empty. */
  errors: FormError[];
  /** The heading: 'There is a problem', or the spec's 'Please fix the highlighted errors.' */
  title?: string;
  /** Optional text under the heading. */
  description?: ReactNode;
  /** The heading level, so it fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Increase on every submit: the summary takes focus (and is announced) when it is mounted with
   * errors and when this changes while there are errors. It never takes focus as errors come and go while the customer types
   * (GOV.UK's pattern): keystrokes would be lost to it.
   */
  submitCount?: number;
  id?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Moves focus to the field and brings its label into view, as the GOV.UK summary does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  // A group (date, radio group) is not focusable itself: focus its first control.
  const control = target.matches(FOCUSABLE)
    ? target
    : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
  control.focus({ preventScroll: true });
  const labelId = target.getAttribute('aria-labelledby')?.split(' ')[0];
  const label =
    (labelId ? document.getElementById(labelId) : null) ??
    document.querySelector(`label[for="${CSS.escape(id)}"]`) ??
    target;
  label.scrollIntoView?.({ block: 'center', behavior: 'auto' });
  if (window.history?.replaceState) window.history.replaceState(null, '', `#${id}`);
}

/**
 * The list of a form's errors shown at its top after a failed submit, each linking to its field.
 * It takes focus so screen readers read it, and keyboard users continue from it.
 */
export function FormErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  headingLevel = 2,
  submitCount = 0,
  id,
  'data-testid': testId,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  // The submit count last acted on; none yet, so a summary mounted with errors takes focus.
  const seenSubmits = useRef<number | null>(null);

  // Focus follows a submit that found errors, never a field's change or blur.
  useEffect(() => {
    if (submitCount === seenSubmits.current) return;
    seenSubmits.current = submitCount;
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;
  const Heading = `h${headingLevel}` as const;

  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      className={styles.summary}
      aria-labelledby={titleId}
      role="region"
      data-testid={testId}
    >
      <div role="alert">
        <Heading id={titleId} className={styles.title}>
          <span className={styles.icon}>
            <ErrorIcon />
          </span>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={`${error.id}:${error.message}`}>
              <a
                href={`#${error.id}`}
                className={styles.link}
                onClick={(event) => focusField(event, error.id)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
