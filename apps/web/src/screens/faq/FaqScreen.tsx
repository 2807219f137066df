import { screenText } from '@yo/domain';
import { Accordion, Tabs } from '@yo/ui';
import { faqTopics } from '../../content/faq';
import { Page, Prose, Title } from '../../layout/page';
import { useContactPath } from '../../layout/user/useContactPath';
import * as styles from './FaqScreen.css';
import { Link } from '../../layout/Link';

export default function FaqScreen() {
  const contactPath = useContactPath();
  return (
    <Page>
      <Prose>
        <Title id="faq-title">{screenText.faqTitle}</Title>
        <p>
          Answers to the questions we hear most. Can&apos;t find yours?{' '}
          <Link href={contactPath}>Contact Us</Link>.
        </p>
      </Prose>
      <Tabs
        aria-label="FAQ topics"
        items={faqTopics.map((topic) => ({
          id: topic.id,
          label: topic.label,
          content: (
            <div className={styles.panel}>
              <h2>{topic.label} questions</h2>
              <Accordion
                aria-label={`${topic.label} questions`}
                headingLevel={3}
                items={topic.questions.map((item) => ({
                  id: item.id,
                  title: item.question,
                  content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
                }))}
              />
            </div>
          ),
        }))}
      />
    </Page>
  );
}
