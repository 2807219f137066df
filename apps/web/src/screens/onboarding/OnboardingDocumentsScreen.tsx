import { Tabs } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { company } from '../../content/company';
import { documentLinks } from '../../content/documents';
import { onboardingTabs, scan2PayOnlyRows } from '../../content/onboarding';
import { Actions, Hero, Page, Prose, Section } from '../../layout/page';
import { DocumentTable } from './DocumentTable';
import * as styles from './OnboardingDocumentsScreen.css';
import { Link } from '../../layout/Link';

export default function OnboardingDocumentsScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Onboarding Documents"
        title="What you need to start collecting with Yo"
        lead={`Choose your type of business to see the documents we need. Send them with your letter of interest to ${company.businessEmail}.`}
        art={<Illustration kind="documents" alt="Two documents and a green check mark" />}
      >
        <Actions>
          <Link href={documentLinks.letterOfInterest} appearance="button" download>
            Download the letter of interest
          </Link>
        </Actions>
      </Hero>
      <Section id="by-type" title="Documents by type of business">
        <Tabs
          aria-labelledby="by-type"
          items={onboardingTabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className={styles.panel}>
                <p>{tab.intro}</p>
                <DocumentTable caption={`Documents for a ${tab.label}`} rows={tab.rows} />
              </div>
            ),
          }))}
        />
      </Section>
      <Section id="scan2pay-only" title="Scan2Pay only">
        <Prose>
          <p>
            If you only want a Scan2Pay QR code for your shop or stall, we need fewer documents.
          </p>
        </Prose>
        <DocumentTable caption="Documents for Scan2Pay only" rows={scan2PayOnlyRows} />
      </Section>
    </Page>
  );
}
