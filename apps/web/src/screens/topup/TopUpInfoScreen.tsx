import { Card } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { figures, topUpLimits } from '../../content/company';
import { CheckList, Grid, Hero, Page, Section } from '../../layout/page';
import { Link } from '../../layout/Link';

export default function TopUpInfoScreen() {
  const topUp = topUpLimits();
  return (
    <Page>
      <Hero
        eyebrow="Top Up"
        title="Top up any Digicel or bmobile prepaid phone"
        lead="Send credit to your own phone or to family and friends in seconds, with no fee online."
        art={
          <Illustration kind="topup" alt="A phone showing a $100 top-up with a green check mark" />
        }
      />
      <Section id="choose" title="How would you like to top up?">
        <Grid>
          <Card
            title="Quick Pay"
            headingLevel={3}
            actions={
              <Link href="/quicktopup" appearance="button">
                Top up as a guest
              </Link>
            }
          >
            No account needed. Enter the prepaid number, choose an amount and pay with your Visa or
            Mastercard.
          </Card>
          <Card
            title="Login"
            headingLevel={3}
            actions={
              <Link href="/login" appearance="button" buttonVariant="secondary">
                Log in to top up
              </Link>
            }
          >
            Use your saved cards and numbers, and see every top-up in your activity.
          </Card>
        </Grid>
      </Section>
      <Section id="good-to-know" title="Good to know">
        <CheckList>
          <li>
            Online top-ups are from {topUp.minimum} to {topUp.maximum}, including {figures.topUpVat}{' '}
            VAT.
          </li>
          <li>Top-up online is free of fee.</li>
          <li>Only prepaid numbers can be topped up; postpaid bmobile plans are not accepted.</li>
          <li>
            If your card was debited but the credit did not arrive, the payment is reversed
            automatically within {figures.reversalDays} business days.
          </li>
          <li>
            A top-up sent to the wrong number cannot be reversed by Yo; please contact your carrier.
          </li>
        </CheckList>
      </Section>
    </Page>
  );
}
