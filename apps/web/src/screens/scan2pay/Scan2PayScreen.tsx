import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { company, figures } from '../../content/company';
import { documentLinks } from '../../content/documents';
import {
  Actions,
  Grid,
  Hero,
  KeyFigure,
  Page,
  Section,
  Split,
  Steps,
  Video,
} from '../../layout/page';
import { Link } from '../../layout/Link';

export default function Scan2PayScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Scan2Pay"
        title="A QR code that gets you paid"
        lead="Print it at your counter, add it to your invoices or share the payment link on WhatsApp. Customers scan, pay by card and you see the payment right away."
        art={<Illustration kind="scan" alt="A printed QR code and a phone scanning it" />}
      >
        <Actions>
          <Link href="/OnboardingDocuments" appearance="button" size="large">
            Sign up your business
          </Link>
        </Actions>
      </Hero>
      <Section id="how" title="How Scan2Pay works">
        <Steps>
          <li>
            <strong>We create your code</strong>
            <p>You get a QR code and a payment link in your business name.</p>
          </li>
          <li>
            <strong>Your customer scans</strong>
            <p>With any phone camera — no app to download.</p>
          </li>
          <li>
            <strong>They pay by card</strong>
            <p>Visa or Mastercard with 3-D Secure. You are notified at once.</p>
          </li>
          <li>
            <strong>You get settled</strong>
            <p>Money reaches your bank account in {figures.settlement}.</p>
          </li>
        </Steps>
      </Section>
      <Section id="pricing" title="Pricing">
        <Grid min={220}>
          <KeyFigure
            value={figures.standardRate}
            label="Per transaction (3% bank fee plus a fixed fee)"
          />
          <KeyFigure value={`Up to ${figures.scan2PayMaximum}`} label="Per payment" />
          <KeyFigure value="$0" label="Setup and monthly fees" />
        </Grid>
      </Section>
      <Split>
        <Section id="video" title="Watch how it works">
          <Video
            controls
            preload="none"
            width={640}
            height={360}
            aria-describedby="scan-video-note"
          >
            <source src={documentLinks.scan2payVideo} type="video/mp4" />
            <track
              kind="captions"
              src="/captions/scan2pay.vtt"
              srcLang="en"
              label="English"
              default
            />
          </Video>
          <p id="scan-video-note">
            One minute: from a QR code on the counter to a payment in your account.
          </p>
        </Section>
        <Grid min={220}>
          <Card
            title="Pay for goods"
            headingLevel={3}
            actions={<Link href="/scan2payGnS">For shoppers</Link>}
          >
            Shopping somewhere with a Yo code? See how to pay in a few taps.
          </Card>
          <Card title="Questions?" headingLevel={3}>
            Call {company.phone} or email {company.businessEmail}.
          </Card>
        </Grid>
      </Split>
    </Page>
  );
}
