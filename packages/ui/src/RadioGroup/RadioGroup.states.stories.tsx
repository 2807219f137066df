import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Radio, RadioGroup } from './RadioGroup.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

const cards = [
  <Radio key="saved" value="saved">
    Visa ending 4242
  </Radio>,
  <Radio key="mc" value="mc" isDisabled>
    Mastercard ending 5454 (disabled)
  </Radio>,
  <Radio key="new" value="new">
    New card with a long label that wraps on a narrow phone screen
  </Radio>,
];

/** Every state of a radio group, for visual regression. */
const meta = {
  title: 'Components/RadioGroup/States',
  component: RadioGroup,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Payment method', children: cards },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <RadioGroup label="Nothing chosen" description="Choose how to pay.">
        {cards}
      </RadioGroup>
      <RadioGroup label="Chosen" defaultValue="saved" isRequired>
        {cards}
      </RadioGroup>
      <RadioGroup label="Payment method" isInvalid errorMessage="Must select a payment method.">
        {cards}
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="new">
        {cards}
      </RadioGroup>
      <RadioGroup label="Amount" orientation="horizontal" defaultValue="100">
        {['50', '100', '200', '500'].map((v) => (
          <Radio key={v} value={v}>
            ${v}.00
          </Radio>
        ))}
      </RadioGroup>
    </div>
  ),
};

export const Focused: Story = {
  render: (args) => (
    <RadioGroup {...args} defaultValue="saved">
      {/* The screenshot shows the focus ring of the chosen option. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Radio value="saved" autoFocus>
        Visa ending 4242
      </Radio>
      <Radio value="new">New card</Radio>
    </RadioGroup>
  ),
};
