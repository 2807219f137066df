import {
  HOME_CAROUSEL_INTERVAL_MS,
  PROVIDER_LOGO_INTERVAL_MS,
  TESTIMONIAL_INTERVAL_MS,
} from '@yo/domain';
import { Card, Carousel } from '@yo/ui';
import { Illustration } from '../../art/Illustration';
import { figures, topUpLimits } from '../../content/company';
import { homeSlides, providers, testimonials } from '../../content/home';
import { Actions, Grid, Page, Section, Split, Title, Lead } from '../../layout/page';
import * as styles from './HomeScreen.css';
import { Link } from '../../layout/Link';

function ProviderLogo({ name, color }: { name: string; color: string }) {
  return (
    <div className={styles.logoSlide}>
      <svg width="120" height="56" viewBox="0 0 120 56" role="img" aria-label={name}>
        <rect width="120" height="56" rx="10" fill="#FFFFFF" stroke="#C5CBD5" />
        <text
          x="60"
          y="35"
          textAnchor="middle"
          fontFamily="sans-serif"
          fontWeight="700"
          fontSize="18"
          fill={color}
        >
          {name}
        </text>
      </svg>
    </div>
  );
}

export default function HomeScreen() {
  const topUp = topUpLimits();
  return (
    <Page>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <Title id="home-title">Pay bills, top up and give — in under 2 minutes</Title>
          <Lead>
            Pay T&amp;TEC, WASA and your phone bill, top up Digicel and bmobile, and donate to
            causes you care about, by Visa or Mastercard, protected by 3-D Secure.
          </Lead>
          <Actions>
            <Link href="/quickpay" appearance="button" size="large">
              Pay a bill
            </Link>
            <Link href="/quicktopup" appearance="button" buttonVariant="outline" size="large">
              Top up a phone
            </Link>
          </Actions>
        </div>
        <div className={styles.carouselBox}>
          <Carousel
            label="Featured"
            autoplay
            autoplayInterval={HOME_CAROUSEL_INTERVAL_MS}
            loop
            slides={homeSlides.map((slide) => ({
              id: slide.kind,
              label: slide.caption,
              content: (
                <figure className={styles.slide}>
                  <Illustration kind={slide.kind} alt={slide.alt} />
                  <figcaption>{slide.caption}</figcaption>
                </figure>
              ),
            }))}
          />
        </div>
      </section>

      <Section id="quick-pay" title="Quick Pay: no account needed">
        <Grid>
          <Card
            title="Quick bill pay"
            headingLevel={3}
            actions={<Link href="/quickpay">Pay a bill</Link>}
          >
            Choose your payee, enter your account number and pay by card as a guest.
          </Card>
          <Card
            title="Quick top up"
            headingLevel={3}
            actions={<Link href="/quicktopup">Top up now</Link>}
          >
            Send prepaid credit to any Digicel or bmobile number, free of fee online.
          </Card>
          <Card
            title="Donate"
            headingLevel={3}
            actions={<Link href="/donate">See the causes</Link>}
          >
            Give to one of our partner charities in a few taps.
          </Card>
        </Grid>
      </Section>

      <Split>
        <Illustration kind="billpay" alt="A bill, a payment card and a green check mark" />
        <Section
          id="pay-bills"
          title="Pay bills"
          intro={
            <>
              <p>
                Utilities, insurance, credit unions, schools and hundreds of local businesses. Zero
                fees on online utility payments, and your payment is reflected within 24 hours.
              </p>
              <p>
                Prefer cash? Pay at more than {figures.agentCount} agents across Trinidad and
                Tobago.
              </p>
            </>
          }
        >
          <Actions>
            <Link href="/billpay" appearance="button" buttonVariant="secondary">
              How bill pay works
            </Link>
            <Link href="/AgentLocations" appearance="button" buttonVariant="outline">
              Find an agent
            </Link>
          </Actions>
        </Section>
      </Split>

      <Split>
        <Section
          id="top-up"
          title="Top up"
          intro={
            <p>
              Keep your family connected. Top up prepaid Digicel and bmobile numbers from{' '}
              {topUp.minimum} to {topUp.maximum}, VAT included, with no fee online.
            </p>
          }
        >
          <Actions>
            <Link href="/topup" appearance="button" buttonVariant="secondary">
              About top up
            </Link>
          </Actions>
        </Section>
        <Illustration kind="topup" alt="A phone showing a $100 top-up" />
      </Split>

      <Split>
        <Illustration kind="getpaid" alt="A laptop, a QR code and a payment card" />
        <Section
          id="get-paid"
          title="Get paid"
          intro={
            <p>
              Businesses, charities and agents collect with Yo online, at our agents, with a
              Scan2Pay QR code or through our payment gateway. From {figures.standardRate} per
              transaction.
            </p>
          }
        >
          <Actions>
            <Link href="/partners" appearance="button" buttonVariant="secondary">
              Collect payments
            </Link>
            <Link href="/agents" appearance="button" buttonVariant="outline">
              Become an agent
            </Link>
          </Actions>
        </Section>
      </Split>

      <Section id="providers" title="Pay the companies you already use">
        <Carousel
          label="Our providers"
          autoplay
          autoplayInterval={PROVIDER_LOGO_INTERVAL_MS}
          loop
          slidesPerView={3}
          slides={providers.map((provider) => ({
            id: provider.name,
            label: provider.name,
            content: <ProviderLogo name={provider.name} color={provider.color} />,
          }))}
        />
      </Section>

      <Section id="testimonials" title="What our customers say">
        <Carousel
          label="What our customers say"
          autoplay
          autoplayInterval={TESTIMONIAL_INTERVAL_MS}
          loop
          slides={testimonials.map((item) => ({
            id: item.name,
            label: item.name,
            content: (
              <Card>
                <blockquote className={styles.quote}>
                  <p>“{item.quote}”</p>
                  <p className={styles.quoteBy}>
                    — {item.name}, {item.place}
                  </p>
                </blockquote>
              </Card>
            ),
          }))}
        />
      </Section>
    </Page>
  );
}
