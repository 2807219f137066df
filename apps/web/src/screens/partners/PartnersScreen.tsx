import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import { documentLinks } from '../../content/documents';
import { Actions, Band, Grid, Hero, KeyFigure, Page, Section, Steps } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function PartnersScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Collect Payments"
        title="Get paid by every customer, however they like to pay"
        lead="Utilities, insurers, credit unions, schools and merchants use Yo to collect online, in cash at our agents, by QR code and through their own website."
        art={<Illustration kind="getpaid" alt="A laptop, a QR code and a payment card" />}
      />
      <Section id="channels" title="Four ways to collect">
        <Grid min={240}>
          <Card
            title="Online"
            headingLevel={3}
            actions={<Link href="/billpay">About bill pay</Link>}
          >
            Your customers find you on Yo and pay by Visa or Mastercard with 3-D Secure, as guests
            or with an account.
          </Card>
          <Card
            title="Agents"
            headingLevel={3}
            actions={<Link href="/AgentLocations">Agent locations</Link>}
          >
            Cash and Visa debit payments at more than {figures.agentCount} agents across Trinidad
            and Tobago.
          </Card>
          <Card
            title="Scan2Pay"
            headingLevel={3}
            actions={<Link href="/scan2pay">About Scan2Pay</Link>}
          >
            A QR code and payment link for your counter, your invoices and your social pages.
          </Card>
          <Card
            title="Payment Gateway"
            headingLevel={3}
            actions={<Link href="/payment-gateway">About the gateway</Link>}
          >
            A hosted checkout and REST API for your own website or app.
          </Card>
        </Grid>
      </Section>
      <Section id="cost" title="What it costs">
        <Grid min={220}>
          <KeyFigure
            value={figures.standardRate}
            label="Per transaction: Scan2Pay and the standard gateway (bank fee plus a fixed fee)"
          />
          <KeyFigure value={figures.charityRate} label="Per transaction for charities and NGOs" />
          <KeyFigure
            value={figures.achFee}
            label={`Per bulk ACH transfer, ${figures.achDays} business days after the transactions`}
          />
          <KeyFigure value={figures.settlement} label="Settlement to your bank account" />
        </Grid>
      </Section>
      <Section id="get-started" title="Get started">
        <Steps>
          <li>
            <strong>Send us your letter of interest</strong>
            <p>
              Download the letter, fill it in on your letterhead and email it to{' '}
              {company.businessEmail}.
            </p>
          </li>
          <li>
            <strong>Gather your documents</strong>
            <p>Our onboarding list tells you exactly what your type of business needs.</p>
          </li>
          <li>
            <strong>Go live</strong>
            <p>We set you up, test with you and switch you on, usually within two weeks.</p>
          </li>
        </Steps>
        <Actions>
          <Link href={documentLinks.letterOfInterest} appearance="button" download>
            Download the letter of interest
          </Link>
          <Link href="/OnboardingDocuments" appearance="button" buttonVariant="secondary">
            Onboarding documents
          </Link>
        </Actions>
      </Section>
      <Band aria-labelledby="partners-talk">
        <h2 id="partners-talk">Talk to our business team</h2>
        <p>
          Call {company.phone} ({company.hours}) or email{' '}
          <a href={`mailto:${company.businessEmail}`}>{company.businessEmail}</a>.
        </p>
      </Band>
    </Page>
  );
}
