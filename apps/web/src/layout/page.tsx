import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import * as styles from './page.css';

/** Layout pieces shared by the information pages; the look is in page.css.ts. */

/** An element of `tag` with its class, taking the element's props (and another tag by `as`). */
function styledElement<Tag extends ElementType>(tag: Tag, baseClass: string) {
  return function Element({
    as: As = tag,
    className,
    ...props
  }: ComponentPropsWithoutRef<Tag> & { as?: ElementType; className?: string }) {
    return <As {...props} className={className ? `${baseClass} ${className}` : baseClass} />;
  };
}

export const Page = styledElement('div', styles.page);
export const Eyebrow = styledElement('p', styles.eyebrow);
export const Title = styledElement('h1', styles.title);
export const Lead = styledElement('p', styles.lead);
export const Actions = styledElement('div', styles.actions);
export const SectionTitle = styledElement('h2', styles.sectionTitle);
export const SubTitle = styledElement('h3', styles.subTitle);
export const Prose = styledElement('div', styles.prose);
export const Split = styledElement('div', styles.split);
/** Numbered steps: "1. Register  2. Scan  3. Pay". */
export const Steps = styledElement('ol', styles.steps);
/** A list of plain facts with check marks. */
export const CheckList = styledElement('ul', styles.checkList);
/** A call-out band at the end of a page. */
export const Band = styledElement('section', styles.band);
/** Secondary text, e.g. a second line in a table cell for a column left out on phones. */
export const Muted = styledElement('p', styles.muted);
/** A 16:9 explainer video (served from the document endpoint). */
export const Video = styledElement('video', styles.video);

/** Cards or tiles side by side from tablet width, stacked on phones; `min` px the narrowest. */
export function Grid({ min, children }: { min?: number; children?: ReactNode }) {
  const style = min === undefined ? undefined : ({ [styles.gridMin]: `${min}px` } as CSSProperties);
  return (
    <div className={styles.grid} style={style}>
      {children}
    </div>
  );
}

export function Hero({
  eyebrow,
  title,
  lead,
  children,
  art,
  tone,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
  tone?: 'brand';
}) {
  return (
    <section className={styles.hero} data-tone={tone} aria-labelledby="page-title">
      <div className={styles.heroText}>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title id="page-title">{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </div>
      {art ? <div className={styles.art}>{art}</div> : null}
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro ? <Prose>{intro}</Prose> : null}
      {children}
    </section>
  );
}

/** A key figure: "$1.00 per transfer". */
export function KeyFigure({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <div className={styles.figure}>
      <p className={styles.figureValue}>{value}</p>
      <p className={styles.figureLabel}>{label}</p>
    </div>
  );
}
