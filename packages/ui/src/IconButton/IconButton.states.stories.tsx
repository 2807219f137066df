import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/index.js';
import { IconButton } from './IconButton.js';
import { CloseIcon, MenuIcon } from './icons.js';

const variants: ButtonVariant[] = ['text', 'outline', 'primary', 'secondary', 'critical'];
const sizes: ButtonSize[] = ['small', 'medium', 'large'];

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' };
const grid: CSSProperties = { display: 'grid', gap: 16 };

/** Every variant, size and state of IconButton, for visual regression. */
const meta = {
  title: 'Components/IconButton/States',
  component: IconButton,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Close', children: <CloseIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      {variants.map((variant) => (
        <div key={variant} style={row}>
          {sizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} label={`${variant} ${size}`}>
              <MenuIcon />
            </IconButton>
          ))}
          <IconButton variant={variant} label={`${variant} disabled`} isDisabled>
            <CloseIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true } };
