import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { Grid, Hero, Page, Prose, Section } from '../../layout/page';

const measures = [
  {
    title: '3-D Secure 2',
    text: 'Every card payment is checked with your bank. Your bank may ask you for a one-time code or approval in its app before the payment goes through.',
  },
  {
    title: 'PCI DSS compliance',
    text: 'We handle card data to the Payment Card Industry Data Security Standard. Card numbers and CVVs are never stored by Yo; saved cards are kept as tokens by our card processor.',
  },
  {
    title: 'API encryption',
    text: 'Every call between our apps, our partners and our servers is encrypted and authenticated with short-lived tokens.',
  },
  {
    title: 'HTTPS everywhere',
    text: 'Every page and every payment travels over HTTPS with modern TLS, so nobody can read or change it on the way.',
  },
  {
    title: 'Firewalls',
    text: 'Our systems sit behind layered firewalls and are monitored around the clock.',
  },
  {
    title: 'Fraud detection',
    text: 'Automated checks look at every transaction for unusual patterns and stop suspicious payments before they are processed.',
  },
  {
    title: 'Business intelligence',
    text: 'Our team reviews payment trends every day, so new kinds of fraud are spotted and blocked quickly.',
  },
];

export default function SecureScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Security"
        title="Your money and your data, protected"
        lead="Security is built into every payment you make with Yo — here is how we keep you safe."
        art={
          <Illustration kind="secure" alt="A blue shield with a padlock and a green check mark" />
        }
      />
      <Section id="measures" title="How we protect you">
        <Grid min={260}>
          {measures.map((measure) => (
            <Card key={measure.title} title={measure.title} headingLevel={3}>
              {measure.text}
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="you" title="What you can do">
        <Prose>
          <ul>
            <li>
              Never share your password or your 6-digit SMS code with anyone, including Yo staff.
            </li>
            <li>Check that the address bar shows a padlock before you enter card details.</li>
            <li>Log out when you use a shared computer.</li>
            <li>If something looks wrong, call us straight away.</li>
          </ul>
        </Prose>
      </Section>
    </Page>
  );
}
