import styled from 'styled-components';
import { Link } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';

const Hero = styled.section`
  display: grid;
  gap: var(--yo-space-4);
  padding: var(--yo-space-6) var(--yo-space-5);
  border-radius: var(--yo-radius-large);
  background: linear-gradient(
    135deg,
    var(--yo-color-brand-secondary) 0%,
    var(--yo-color-surface-inverse) 100%
  );
  color: var(--yo-color-text-inverse);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--yo-font-size-xxlarge);
  line-height: var(--yo-font-line-height-tight);
  @media (min-width: 600px) {
    font-size: var(--yo-font-size-display);
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 40em;
  font-size: var(--yo-font-size-large);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--yo-space-3);
`;

const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: var(--yo-size-control-large);
  padding: 0 var(--yo-space-6);
  border-radius: var(--yo-radius-medium);
  background: var(--yo-color-brand-primary);
  color: var(--yo-color-brand-on-primary);
  font-size: var(--yo-font-size-large);
  font-weight: var(--yo-font-weight-semibold);
  text-decoration: none;
  &:hover {
    background: var(--yo-color-brand-primary-hover);
  }
  &[data-tone='light'] {
    background: var(--yo-color-surface-raised);
    color: var(--yo-color-brand-secondary);
  }
  &:focus-visible {
    outline: 3px solid var(--yo-color-text-inverse);
    outline-offset: 3px;
  }
`;

export default function HomeScreen() {
  usePageTitle('Home');
  return (
    <Hero aria-labelledby="home-title">
      <Title id="home-title">Pay bills, top up and give — in under 2 minutes</Title>
      <Lead>
        Pay T&amp;TEC, WASA and your phone bill, top up Digicel and bmobile, and donate to causes
        you care about, by Visa or Mastercard, protected by 3-D Secure.
      </Lead>
      <Actions>
        <CallToAction href="/quickpay">Pay a bill</CallToAction>
        <CallToAction href="/quicktopup" data-tone="light">
          Top up a phone
        </CallToAction>
      </Actions>
    </Hero>
  );
}
