import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { CardBrandIcon } from './CardBrandIcon.js';
import { CardNumberField } from './CardNumberField.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** Every state of the card number field and every brand mark, for visual regression. */
const meta = {
  title: 'Components/CardNumberField/States',
  component: CardNumberField,
  tags: ['vrt', '!autodocs'],
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <CardNumberField label="Empty" placeholder="1234 5678 9012 3456" />
      <CardNumberField label="Visa" defaultValue="4111111111111111" brand="visa" />
      <CardNumberField label="Mastercard" defaultValue="5555555555554444" brand="mastercard" />
      <CardNumberField label="Not recognised" defaultValue="9999" brand="unknown" />
      <CardNumberField
        label="Invalid"
        defaultValue="4111 11"
        brand="visa"
        isInvalid
        errorMessage="Incomplete Credit Card Number."
      />
      <CardNumberField
        label="Required and invalid"
        isRequired
        isInvalid
        errorMessage="Credit card number is required."
        description="Visa or Mastercard only."
      />
      <CardNumberField label="Disabled" defaultValue="4111111111111111" brand="visa" isDisabled />
      <CardNumberField label="Read only" defaultValue="4111111111111111" brand="visa" isReadOnly />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown'] as const).map(
          (b) => (
            <CardBrandIcon key={b} brand={b} />
          ),
        )}
      </div>
    </div>
  ),
};

export const Focused: Story = {
  args: { autoFocus: true, defaultValue: '5555555555554444', brand: 'mastercard' },
};
