import { Link } from '@yo/ui';
import styled from 'styled-components';
import { Redirect, useParams } from 'wouter';
import { findCaseStudy } from '../../content/caseStudies';
import { Hero, Page, Prose, Section } from '../../layout/page';
import { StudyLogo } from './StudyLogo';

const PullQuote = styled.blockquote`
  margin: 0;
  padding: var(--yo-space-4) var(--yo-space-5);
  border-left: 4px solid var(--yo-color-brand-primary);
  background: var(--yo-color-surface-raised);
  border-radius: var(--yo-radius-medium);
  font-size: var(--yo-font-size-large);
  p {
    margin: 0;
  }
`;

export default function CaseStudyScreen() {
  const { review } = useParams<{ review: string }>();
  const study = findCaseStudy(review);
  // Spec 2.11 and 8: an unknown slug goes to the payment gateway page.
  if (!study) return <Redirect to="/payment-gateway" replace />;
  const { details } = study;
  return (
    <Page>
      <Hero
        eyebrow="Partner Stories"
        title={study.company}
        lead={`“${study.previewQuote.text}”`}
        art={<StudyLogo study={study} size={160} />}
      />
      <Section id="company" title="The company">
        <Prose>
          <p>{details.company}</p>
        </Prose>
      </Section>
      <Section id="challenge" title="The challenge">
        <Prose>
          <p>{details.challenge}</p>
        </Prose>
      </Section>
      <Section id="solution" title="The solution">
        <Prose>
          {details.solution.map((part) =>
            part.type === 'quote' ? (
              <PullQuote key={part.value}>
                <p>“{part.value}”</p>
              </PullQuote>
            ) : (
              <p key={part.value}>{part.value}</p>
            ),
          )}
          {details.quoteTitle ? <p>— {details.quoteTitle}</p> : null}
        </Prose>
      </Section>
      <Section id="impact" title="The impact">
        <Prose>
          <p>{details.impact}</p>
        </Prose>
      </Section>
      <div>
        <Link href="/case-studies" appearance="standalone">
          ← Back to Partner Stories
        </Link>
      </div>
    </Page>
  );
}
