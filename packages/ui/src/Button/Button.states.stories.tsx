import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './Button.js';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'text', 'critical'];
const sizes: ButtonSize[] = ['small', 'medium', 'large'];

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' };
const grid: CSSProperties = { display: 'grid', gap: 16 };

/** Every variant in every state and size, for visual regression. */
const meta = {
  title: 'Components/Button/States',
  component: Button,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Button' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      {variants.map((variant) => (
        <div key={variant} style={row}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} isPending pendingLabel={`${variant} pending`}>
            Pending
          </Button>
        </div>
      ))}
      <div style={row}>
        {sizes.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </div>
      <Button fullWidth variant="secondary">
        Full width
      </Button>
    </div>
  ),
};

export const Focused: Story = {
  args: { children: 'SUBMIT', autoFocus: true },
};
