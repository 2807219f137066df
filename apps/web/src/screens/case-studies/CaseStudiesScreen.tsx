import { Card, Link } from '@yo/ui';
import styled from 'styled-components';
import { caseStudies } from '../../content/caseStudies';
import { Grid, Hero, Page } from '../../layout/page';
import { StudyLogo } from './StudyLogo';

const Quote = styled.blockquote`
  margin: 0;
  display: grid;
  gap: var(--yo-space-2);
  p {
    margin: 0;
    line-height: var(--yo-font-line-height-normal);
  }
  .by {
    color: var(--yo-color-text-muted);
    font-size: var(--yo-font-size-small);
  }
`;

const Top = styled.div`
  display: grid;
  gap: var(--yo-space-3);
`;

export default function CaseStudiesScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Partner Stories"
        title="How businesses grow with Yo"
        lead="Lenders, online shops and wholesalers across Trinidad and Tobago collect payments with Yo. Here is what changed for them."
      />
      <Grid $min={280}>
        {caseStudies.map((study) => (
          <Card
            key={study.url}
            title={study.company}
            headingLevel={2}
            actions={
              <Link
                href={`/case-studies/${study.url}`}
                aria-label={`Learn More about ${study.company}`}
              >
                Learn More
              </Link>
            }
          >
            <Top>
              <StudyLogo study={study} />
              <Quote>
                <p>“{study.previewQuote.text}”</p>
                <p className="by">— {study.previewQuote.title}</p>
              </Quote>
            </Top>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
