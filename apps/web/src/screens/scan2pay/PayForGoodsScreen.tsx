import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { documentLinks } from '../../content/documents';
import { CheckList, Grid, Hero, Page, Section, Split, Steps, Video } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function PayForGoodsScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Pay For Goods"
        title="See a Yo code? Scan it and pay"
        lead="Pay for goods and services at shops, markets and home businesses that show a Yo Scan2Pay code — no cash, no card machine."
        art={<Illustration kind="scan" alt="A printed QR code and a phone scanning it" />}
      />
      <Section id="steps" title="Pay in three steps">
        <Steps>
          <li>
            <strong>Scan the code</strong>
            <p>Open your phone camera and point it at the merchant&apos;s QR code.</p>
          </li>
          <li>
            <strong>Enter the amount</strong>
            <p>Check the merchant&apos;s name, then type what you owe.</p>
          </li>
          <li>
            <strong>Pay by card</strong>
            <p>Use Visa or Mastercard. Your bank confirms it with 3-D Secure.</p>
          </li>
        </Steps>
      </Section>
      <Split>
        <Section id="how-to-scan" title="How to scan">
          <Video controls preload="none" width={640} height={360} aria-describedby="how2scan-note">
            <source src={documentLinks.howToScanVideo} type="video/mp4" />
            <track
              kind="captions"
              src="/captions/how2scan.vtt"
              srcLang="en"
              label="English"
              default
            />
          </Video>
          <p id="how2scan-note">
            A short video showing how to scan a Yo code with an Android phone or an iPhone.
          </p>
        </Section>
        <Section id="safe" title="Safe and simple">
          <CheckList>
            <li>No app to download and no account needed.</li>
            <li>The merchant never sees your card number.</li>
            <li>You get an email receipt for every payment.</li>
          </CheckList>
        </Section>
      </Split>
      <Grid>
        <Card
          title="Own a business?"
          headingLevel={2}
          actions={<Link href="/scan2pay">Get Scan2Pay</Link>}
        >
          Accept card payments with a QR code from as little as one transaction a day.
        </Card>
      </Grid>
    </Page>
  );
}
