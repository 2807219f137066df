import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import {
  Actions,
  Band,
  CheckList,
  Grid,
  Hero,
  KeyFigure,
  Page,
  Section,
  Steps,
} from '../../layout/page';
import { Link } from '../../layout/Link';

export default function AgentsScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Become an Agent"
        title="Earn with every bill your customers pay"
        lead={`Join more than ${figures.agentCount} shops, pharmacies and mini marts that take bill payments for Yo. More customers through your door, and money in your pocket on every payment.`}
        art={<Illustration kind="agent" alt="A shop front with an agent sign and a map pin" />}
      >
        <Actions>
          <Link href={company.phoneHref} appearance="button" size="large">
            Call {company.phone}
          </Link>
          <Link
            href={`mailto:${company.agentsEmail}`}
            appearance="button"
            buttonVariant="secondary"
            size="large"
          >
            Email {company.agentsEmail}
          </Link>
        </Actions>
      </Hero>
      <Section id="earnings" title="What you earn">
        <Grid min={220}>
          <KeyFigure
            value={`Up to ${figures.agentEarning}`}
            label="Earned by you on each transaction"
          />
          <KeyFigure
            value={`Up to ${figures.agentFee}`}
            label="Convenience fee your customer pays"
          />
          <KeyFigure
            value={`${figures.agentMinimum} – ${figures.agentMaximum}`}
            label="Bill payments you can take"
          />
        </Grid>
      </Section>
      <Section id="why" title="Why become an agent">
        <CheckList>
          <li>Take cash and Visa debit for hundreds of payees with one simple terminal.</li>
          <li>Customers who come to pay a bill stay to shop.</li>
          <li>Payments reach the payee within 24 hours, so your customers come back.</li>
          <li>Training, marketing material and a support line for your staff.</li>
        </CheckList>
      </Section>
      <Section id="how" title="How to join">
        <Steps>
          <li>
            <strong>Call or email us</strong>
            <p>Tell us about your business and where it is.</p>
          </li>
          <li>
            <strong>Send your documents</strong>
            <p>See the agent onboarding list, then sign the agent agreement.</p>
          </li>
          <li>
            <strong>Start taking payments</strong>
            <p>We train your staff and list you on our agent map.</p>
          </li>
        </Steps>
        <Actions>
          <Link href="/AgentOnboardingDocuments" appearance="button" buttonVariant="secondary">
            Agent onboarding documents
          </Link>
        </Actions>
      </Section>
      <Band aria-labelledby="agents-call">
        <h2 id="agents-call">Ready to join?</h2>
        <p>
          Call <a href={company.phoneHref}>{company.phone}</a> or email{' '}
          <a href={`mailto:${company.agentsEmail}`}>{company.agentsEmail}</a>, {company.hours}.
        </p>
      </Band>
    </Page>
  );
}
