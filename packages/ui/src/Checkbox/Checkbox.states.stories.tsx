import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Checkbox } from './Checkbox.js';

const grid: CSSProperties = { display: 'grid', gap: 8, maxWidth: 480 };

/** Every state of a checkbox, for visual regression. */
const meta = {
  title: 'Components/Checkbox/States',
  component: Checkbox,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Save Card' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="Used for future payments unless you choose another card.">
        Primary Payment Method
      </Checkbox>
      <Checkbox isInvalid errorMessage="Agree to the terms and conditions.">
        I agree to the Terms and Conditions
      </Checkbox>
      <Checkbox isDisabled description="This card is already saved for this account.">
        Save Card
      </Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox>
        A long label that wraps onto several lines on a narrow phone screen: I have read and agree
        to the Terms &amp; Conditions and the Privacy Policy of Yo.
      </Checkbox>
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, defaultSelected: true } };
