import { Card } from '@yo/ui';
import { caseStudies } from '../../content/caseStudies';
import { Grid, Hero, Page } from '../../layout/page';
import { StudyLogo } from './StudyLogo';
import * as styles from './CaseStudiesScreen.css';
import { Link } from '../../layout/Link';

export default function CaseStudiesScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Partner Stories"
        title="How businesses grow with Yo"
        lead="Lenders, online shops and wholesalers across Trinidad and Tobago collect payments with Yo. Here is what changed for them."
      />
      <Grid min={280}>
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
            <div className={styles.top}>
              <StudyLogo study={study} />
              <blockquote className={styles.quote}>
                <p>“{study.previewQuote.text}”</p>
                <p className={styles.quoteBy}>— {study.previewQuote.title}</p>
              </blockquote>
            </div>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
