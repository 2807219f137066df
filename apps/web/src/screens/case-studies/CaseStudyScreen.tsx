import { Redirect, useParams } from 'wouter';
import { findCaseStudy } from '../../content/caseStudies';
import { Hero, Page, Prose, Section } from '../../layout/page';
import { StudyLogo } from './StudyLogo';
import * as styles from './CaseStudyScreen.css';
import { Link } from '../../layout/Link';

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
              <blockquote className={styles.pullQuote} key={part.value}>
                <p>“{part.value}”</p>
              </blockquote>
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
