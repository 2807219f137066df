import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Layout pieces shared by the information pages; the look comes from the --yo-* variables. */

export const Page = styled.div`
  display: grid;
  gap: var(--yo-space-7);
`;

const HeroBox = styled.section`
  display: grid;
  gap: var(--yo-space-5);
  align-items: center;
  padding: var(--yo-space-6) var(--yo-space-5);
  border-radius: var(--yo-radius-large);
  background: var(--yo-color-surface-raised);
  box-shadow: var(--yo-shadow-raised);
  @media (min-width: 960px) {
    grid-template-columns: 3fr 2fr;
    padding: var(--yo-space-7) var(--yo-space-7);
  }
  &[data-tone='brand'] {
    background: linear-gradient(
      135deg,
      var(--yo-color-brand-secondary) 0%,
      var(--yo-color-surface-inverse) 100%
    );
    color: var(--yo-color-text-inverse);
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const ArtBox = styled.div`
  display: grid;
  place-items: center;
`;

const HeroText = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  align-content: start;
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: var(--yo-font-size-small);
  font-weight: var(--yo-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--yo-color-brand-primary);
  [data-tone='brand'] & {
    color: var(--yo-color-text-inverse);
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--yo-font-size-xxlarge);
  line-height: var(--yo-font-line-height-tight);
  overflow-wrap: anywhere;
  @media (min-width: 600px) {
    font-size: var(--yo-font-size-display);
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40em;
  font-size: var(--yo-font-size-large);
  line-height: var(--yo-font-line-height-normal);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--yo-space-3);
`;

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
    <HeroBox data-tone={tone} aria-labelledby="page-title">
      <HeroText>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title id="page-title">{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </HeroText>
      {art ? <ArtBox>{art}</ArtBox> : null}
    </HeroBox>
  );
}

const SectionBox = styled.section`
  display: grid;
  gap: var(--yo-space-4);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--yo-font-size-xlarge);
  line-height: var(--yo-font-line-height-tight);
  @media (min-width: 600px) {
    font-size: var(--yo-font-size-xxlarge);
  }
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: var(--yo-font-size-large);
  line-height: var(--yo-font-line-height-tight);
`;

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
    <SectionBox aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro ? <Prose>{intro}</Prose> : null}
      {children}
    </SectionBox>
  );
}

export const Prose = styled.div`
  display: grid;
  gap: var(--yo-space-3);
  max-width: 48em;
  line-height: var(--yo-font-line-height-normal);
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: var(--yo-space-5);
    display: grid;
    gap: var(--yo-space-2);
  }
`;

/** Cards or tiles side by side from tablet width, stacked on phones. */
export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: var(--yo-space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 260}px), 1fr));
  align-items: stretch;
`;

export const Split = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  align-items: center;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
`;

/** A key figure: "$1.00 per transfer". */
const FigureBox = styled.div`
  display: grid;
  gap: var(--yo-space-1);
  padding: var(--yo-space-4);
  border-radius: var(--yo-radius-medium);
  background: var(--yo-color-info-surface);
  border-left: 4px solid var(--yo-color-brand-secondary);
`;
const FigureValue = styled.p`
  margin: 0;
  font-size: var(--yo-font-size-xlarge);
  font-weight: var(--yo-font-weight-bold);
  color: var(--yo-color-brand-secondary);
`;
const FigureLabel = styled.p`
  margin: 0;
  color: var(--yo-color-text-default);
`;

export function KeyFigure({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <FigureBox>
      <FigureValue>{value}</FigureValue>
      <FigureLabel>{label}</FigureLabel>
    </FigureBox>
  );
}

/** Numbered steps: "1. Register  2. Scan  3. Pay". */
export const Steps = styled.ol`
  display: grid;
  gap: var(--yo-space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    gap: var(--yo-space-2);
    align-content: start;
    padding: var(--yo-space-4);
    border-radius: var(--yo-radius-medium);
    background: var(--yo-color-surface-raised);
    box-shadow: var(--yo-shadow-raised);
    line-height: var(--yo-font-line-height-normal);
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: var(--yo-radius-full);
    background: var(--yo-color-brand-primary);
    color: var(--yo-color-brand-on-primary);
    font-weight: var(--yo-font-weight-bold);
  }
  p {
    margin: 0;
  }
`;

/** A list of plain facts with check marks. */
export const CheckList = styled.ul`
  display: grid;
  gap: var(--yo-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  line-height: var(--yo-font-line-height-normal);
  li {
    position: relative;
    padding-left: var(--yo-space-6);
  }
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 0.35em;
    width: 14px;
    height: 8px;
    border-left: 3px solid var(--yo-color-positive-default);
    border-bottom: 3px solid var(--yo-color-positive-default);
    transform: rotate(-45deg);
  }
`;

/** A call-out band at the end of a page. */
export const Band = styled.section`
  display: grid;
  gap: var(--yo-space-4);
  padding: var(--yo-space-6) var(--yo-space-5);
  border-radius: var(--yo-radius-large);
  background: var(--yo-color-surface-inverse);
  color: var(--yo-color-text-inverse);
  h2 {
    margin: 0;
    font-size: var(--yo-font-size-xlarge);
  }
  p {
    margin: 0;
    max-width: 44em;
    line-height: var(--yo-font-line-height-normal);
  }
  a:not([class]) {
    color: var(--yo-color-text-inverse);
  }
`;

/** Secondary text, e.g. a second line in a table cell for a column left out on phones. */
export const Muted = styled.p`
  margin: 0;
  color: var(--yo-color-text-muted);
  font-size: var(--yo-font-size-small);
  line-height: var(--yo-font-line-height-normal);
`;

/** A 16:9 explainer video (served from the document endpoint). */
export const Video = styled.video`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: var(--yo-radius-large);
  background: var(--yo-color-surface-inverse);
`;
