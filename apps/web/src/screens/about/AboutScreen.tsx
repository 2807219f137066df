import { Card } from '@yo/ui';
import { useAtomValue } from 'jotai';
import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import { Actions, Grid, Hero, KeyFigure, Page, Prose, Section } from '../../layout/page';
import { useContactPath } from '../../layout/user/useContactPath';
import { signedInAtom } from '../../state/session';
import { Link } from '../../layout/Link';

export default function AboutScreen() {
  const contactPath = useContactPath();
  // The partner pages are public ones, which send a signed-in customer to the dashboard.
  const signedIn = useAtomValue(signedInAtom);
  return (
    <Page>
      <Hero
        eyebrow="About Us"
        title="Payments made for Trinidad and Tobago"
        lead="Yo helps people pay their bills, top up their phones and give to causes they care about — from a phone, a laptop or one of our neighbourhood agents — and helps businesses get paid the same way."
        art={<Illustration kind="about" alt="The Yo logo between two overlapping circles" />}
      />
      <Section id="story" title="Our story">
        <Prose>
          <p>
            {company.legalName} has been moving money for Trinbagonians since 2005. We started with
            a simple idea: nobody should have to take time off work and stand in a line to pay a
            light bill. Today customers pay utilities, insurance, credit unions, schools and
            hundreds of local merchants through Yo, online or in cash at more than{' '}
            {figures.agentCount} agent locations from Point Fortin to Scarborough.
          </p>
          <p>
            Every card payment is protected by 3-D Secure and processed to PCI DSS standards. Most
            payments take under 2 minutes and reach the payee within 24 hours, and paying a utility
            online costs you nothing extra.
          </p>
        </Prose>
      </Section>
      <Section id="numbers" title="Yo in numbers">
        <Grid min={200}>
          <KeyFigure value="2005" label="Serving Trinidad and Tobago since" />
          <KeyFigure value={figures.agents} label="Authorised agent locations" />
          <KeyFigure value="< 2 min" label="To make a payment" />
          <KeyFigure value="$0" label="Fee on online utility payments" />
        </Grid>
      </Section>
      <Section id="what-we-do" title="What we do">
        <Grid>
          <Card title="For customers" headingLevel={3}>
            Pay bills and top up Digicel and bmobile prepaid phones with Visa or Mastercard, as a
            guest or with a free account that keeps your receipts.
          </Card>
          <Card title="For businesses" headingLevel={3}>
            Collect payments online, at our agents, by Scan2Pay QR code or through our payment
            gateway, with settlement to your bank account in {figures.settlement}.
          </Card>
          <Card title="For charities" headingLevel={3}>
            Receive donations from the public at a reduced rate of {figures.charityRate} per
            transaction.
          </Card>
        </Grid>
      </Section>
      <Actions>
        <Link href={contactPath} appearance="button">
          Contact Us
        </Link>
        {signedIn ? null : (
          <Link href="/partners" appearance="button" buttonVariant="secondary">
            Work with us
          </Link>
        )}
      </Actions>
    </Page>
  );
}
