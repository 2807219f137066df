import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import { Actions, Grid, Hero, KeyFigure, Page, Section } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function CollectDonationsScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Collect Donations"
        title="Make it easy for people to give"
        lead="Charities, churches and NGOs collect donations with Yo online, at our agents, by QR code and on their own website — at our lowest rate."
        art={<Illustration kind="donate" alt="Three hearts" />}
      >
        <Actions>
          <Link href={`mailto:${company.businessEmail}`} appearance="button" size="large">
            Email {company.businessEmail}
          </Link>
        </Actions>
      </Hero>
      <Section id="channels" title="Where donors can give">
        <Grid min={240}>
          <Card title="Online" headingLevel={3}>
            Your cause on the Yo donate page, with a Donate button that takes donors straight to
            payment by Visa or Mastercard.
          </Card>
          <Card title="Agents" headingLevel={3}>
            Donors give in cash at more than {figures.agentCount} agent locations.
          </Card>
          <Card title="Scan2Pay" headingLevel={3}>
            A QR code on your flyers, collection boxes and social media posts.
          </Card>
          <Card title="Payment Gateway" headingLevel={3}>
            A donate button on your own website, backed by our hosted checkout.
          </Card>
        </Grid>
      </Section>
      <Section id="pricing" title="Pricing for charities and NGOs">
        <Grid min={220}>
          <KeyFigure
            value={figures.charityRate}
            label="Per donation (bank fees plus a fixed fee)"
          />
          <KeyFigure value={figures.settlement} label="Settlement to your bank account" />
          <KeyFigure value={figures.achFee} label="Per bulk ACH transfer" />
        </Grid>
      </Section>
      <Actions>
        <Link href="/donate" appearance="button" buttonVariant="secondary">
          See the causes on Yo
        </Link>
        <Link href="/OnboardingDocuments" appearance="button" buttonVariant="outline">
          Onboarding documents
        </Link>
      </Actions>
    </Page>
  );
}
