import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import { documentLinks } from '../../content/documents';
import { Actions, Grid, Hero, KeyFigure, Page, Section, Split, Video } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function PaymentGatewayScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Payment Gateway"
        title="Take card payments on your own website"
        lead="Our hosted checkout and REST API let your customers pay you by Visa and Mastercard with 3-D Secure 2, while the card data never touches your servers."
        art={
          <Illustration
            kind="gateway"
            alt="A laptop showing a checkout page and a successful API call"
          />
        }
      >
        <Actions>
          <Link href={documentLinks.letterOfInterest} appearance="button" size="large" download>
            Download the letter of interest
          </Link>
        </Actions>
      </Hero>
      <Section id="features" title="Features">
        <Grid min={240}>
          <Card title="Hosted checkout" headingLevel={3}>
            A secure, mobile-friendly payment page in your colours. We keep it PCI DSS compliant so
            you don&apos;t have to.
          </Card>
          <Card title="REST API" headingLevel={3}>
            Create payments, check their status and issue refunds from your own systems, with
            encrypted, authenticated calls.
          </Card>
          <Card title="Notifications your way" headingLevel={3}>
            Real-time API notifications, or daily files by FTP as often as every{' '}
            {figures.ftpInterval}.
          </Card>
          <Card title="3-D Secure 2" headingLevel={3}>
            Cardholders are verified by their bank, often without a single extra click, which cuts
            fraud and chargebacks.
          </Card>
        </Grid>
      </Section>
      <Section id="pricing" title="Pricing">
        <Grid min={220}>
          <KeyFigure
            value={figures.standardRate}
            label="Per transaction (3% bank fee plus a fixed fee)"
          />
          <KeyFigure value={figures.settlement} label="Settlement to your bank account" />
          <KeyFigure
            value={figures.achFee}
            label={`Per bulk ACH transfer, ${figures.achDays} business days after the transactions`}
          />
        </Grid>
      </Section>
      <Split>
        <Section id="video" title="See it in action">
          <Video controls preload="none" width={640} height={360} aria-describedby="video-note">
            <source src={documentLinks.paymentGatewayVideo} type="video/mp4" />
            <track
              kind="captions"
              src="/captions/payment-gateway.vtt"
              srcLang="en"
              label="English"
              default
            />
          </Video>
          <p id="video-note">
            A two-minute tour of the Yo payment gateway, from checkout to settlement.
          </p>
        </Section>
        <Section id="start" title="Ready to integrate?">
          <p>
            Download the letter of interest, fill it in on your letterhead and send it to{' '}
            <a href={`mailto:${company.businessEmail}`}>{company.businessEmail}</a>. Our integration
            team will send you sandbox credentials and the API documentation.
          </p>
          <Actions>
            <Link href="/OnboardingDocuments" appearance="button" buttonVariant="secondary">
              Onboarding documents
            </Link>
            <Link href="/case-studies" appearance="button" buttonVariant="outline">
              Partner Stories
            </Link>
          </Actions>
        </Section>
      </Split>
    </Page>
  );
}
