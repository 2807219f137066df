import { Illustration } from '../../art/Illustration';
import { company } from '../../content/company';
import { agentRows } from '../../content/onboarding';
import { Actions, Hero, Page, Section } from '../../layout/page';
import { DocumentTable } from './DocumentTable';
import { Link } from '../../layout/Link';

export default function AgentOnboardingDocumentsScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Agent Onboarding Documents"
        title="Becoming a Yo agent: your document checklist"
        lead={`Send these documents to ${company.agentsEmail}. Once they are approved we sign the agent agreement with you, train your staff and switch you on.`}
        art={<Illustration kind="documents" alt="Two documents and a green check mark" />}
      >
        <Actions>
          <Link href="/agents" appearance="button" buttonVariant="secondary">
            Why become an agent
          </Link>
        </Actions>
      </Hero>
      <Section id="agent-documents" title="Documents for agents">
        <DocumentTable caption="Documents for agents" rows={agentRows} />
      </Section>
    </Page>
  );
}
