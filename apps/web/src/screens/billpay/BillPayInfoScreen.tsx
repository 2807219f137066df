import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { figures } from '../../content/company';
import { Actions, CheckList, Grid, Hero, Page, Section, Split, Steps } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function BillPayInfoScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Bill Pay"
        title="Pay your bills from anywhere, in under 2 minutes"
        lead="T&TEC, WASA, TSTT, insurance, credit unions, schools and more — pay with Visa or Mastercard online, or in cash at an agent near you."
        art={<Illustration kind="billpay" alt="A bill, a payment card and a green check mark" />}
      >
        <Actions>
          <Link href="/quickpay" appearance="button" size="large">
            Pay a bill now
          </Link>
          <Link href="/AgentLocations" appearance="button" buttonVariant="secondary" size="large">
            Find an agent
          </Link>
        </Actions>
      </Hero>
      <Section id="how" title="How it works">
        <Steps>
          <li>
            <strong>Choose your payee</strong>
            <p>Pick the company you are paying and enter your account number and amount.</p>
          </li>
          <li>
            <strong>Enter your card</strong>
            <p>Visa or Mastercard, checked with your bank by 3-D Secure.</p>
          </li>
          <li>
            <strong>Review and submit</strong>
            <p>Check the total, agree to the terms and pay. Your receipt is emailed to you.</p>
          </li>
        </Steps>
      </Section>
      <Split>
        <Section id="why" title="Why pay with Yo">
          <CheckList>
            <li>Zero fees when you pay a utility online.</li>
            <li>Payments are reflected with the payee within 24 hours.</li>
            <li>Pay as a guest with Quick Pay, or sign up to keep receipts and saved cards.</li>
            <li>Every card payment is verified with 3-D Secure.</li>
          </CheckList>
        </Section>
        <Section id="limits" title="Limits">
          <CheckList>
            <li>Minimum payment {figures.billPayMinimum} per transaction online.</li>
            <li>Up to {figures.utilityMaximum} per utility payment.</li>
            <li>Up to {figures.scan2PayMaximum} per payment to a Scan2Pay merchant.</li>
            <li>
              At an agent: {figures.agentMinimum} to {figures.agentMaximum}, with a convenience fee
              of up to {figures.agentFee}.
            </li>
          </CheckList>
        </Section>
      </Split>
      <Grid>
        <Card
          title="No account? No problem."
          headingLevel={2}
          actions={<Link href="/quickpay">Quick Pay</Link>}
        >
          Pay any bill as a guest with a new card. It takes less than two minutes.
        </Card>
        <Card
          title="Prefer cash?"
          headingLevel={2}
          actions={<Link href="/AgentLocations">Agent Locations</Link>}
        >
          Pay in cash or by Visa debit at more than {figures.agentCount} agents across Trinidad and
          Tobago.
        </Card>
      </Grid>
    </Page>
  );
}
