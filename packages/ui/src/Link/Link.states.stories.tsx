import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Link } from './Link.js';

const grid: CSSProperties = { display: 'grid', gap: 16, maxWidth: 560 };
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' };

/** Every appearance and state of Link, for visual regression. */
const meta = {
  title: 'Components/Link/States',
  component: Link,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Link', href: '/somewhere' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <p style={{ margin: 0 }}>
        By continuing you agree to the <Link href="/terms">Terms and Conditions</Link> and the{' '}
        <Link href="https://example.com/privacy" external>
          Privacy Policy
        </Link>
        .
      </p>
      <div style={row}>
        <Link appearance="standalone" href="/case-studies">
          Learn More
        </Link>
        <Link appearance="standalone" href="/user" isCurrent>
          Dashboard (current)
        </Link>
        <Link appearance="standalone" href="/user" isDisabled>
          Disabled
        </Link>
      </div>
      <div style={row}>
        <Link appearance="button" href="/user/billpay">
          Pay Bills Now
        </Link>
        <Link appearance="button" buttonVariant="secondary" href="/user/topup">
          Topup Now
        </Link>
        <Link appearance="button" buttonVariant="outline" href="/case-studies">
          Back to stories
        </Link>
        <Link appearance="button" href="/user/billpay" isDisabled>
          Disabled
        </Link>
      </div>
      <Link appearance="button" buttonVariant="secondary" fullWidth href="/signup">
        Create an account
      </Link>
      <p style={{ margin: 0 }}>
        A long link wraps instead of overflowing:{' '}
        <Link href="/OnboardingDocuments">
          Onboarding documents for businesses, charities and agents in Trinidad and Tobago
        </Link>
      </p>
    </div>
  ),
};

export const FocusedInline: Story = {
  args: { children: 'Terms and Conditions', href: '/terms', autoFocus: true },
};

export const FocusedButton: Story = {
  args: { children: 'Pay Bills Now', href: '/user/billpay', appearance: 'button', autoFocus: true },
};
