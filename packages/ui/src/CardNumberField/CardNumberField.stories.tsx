import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardBrandIcon, type CardBrandName } from './CardBrandIcon.js';
import { CardNumberField } from './CardNumberField.js';

/**
 * A stand-in for the app's detection (@yo/domain `detectCardBrand`), only for these stories:
 * the library itself never decides the brand.
 */
export function sampleBrandOf(digits: string): CardBrandName | undefined {
  if (digits === '') return undefined;
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^6/.test(digits)) return 'discover';
  return 'unknown';
}

const meta = {
  title: 'Components/CardNumberField',
  component: CardNumberField,
  args: { label: 'Card Number', onChange: fn() },
  argTypes: {
    brand: {
      control: 'select',
      options: [undefined, 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown'],
    },
    errorMessage: { control: 'text' },
    description: { control: 'text' },
    label: { control: 'text' },
    onChange: { control: false },
    onBlur: { control: false },
    onFocus: { control: false },
    onKeyDown: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The card number of bill pay, top-up and the account's card dialog. It keeps digits only and shows
them in groups of four as the user types (16 at most); typing or deleting in the middle keeps the
caret where it was, and a pasted number with spaces or dashes is cleaned up.

- \`autocomplete="cc-number"\` lets browsers and password managers fill it; \`inputmode="numeric"\`
  shows the number keypad on phones.
- **brand**: the app detects the brand with @yo/domain (\`detectCardBrand\`) and passes it in;
  the field shows its mark at the end with an accessible name (Visa, Mastercard, American Express,
  Discover, Diners Club, JCB, or "Card brand not recognised"). An empty field shows a plain card.
- **onChange** receives the formatted value and the digits only (give the digits to the validators).
- Errors are the app's: pass the spec's message, e.g. *Incomplete Credit Card Number.*

**Do** validate on blur or on Next and show the spec's message under the field.
**Don't** block typing of unaccepted brands (the message explains it); don't split the number into
four inputs.
`,
      },
    },
  },
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Card Number/ });
    await userEvent.type(input, '4111111111111111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith('4111 1111 1111 1111', '4111111111111111');
  },
};

/** The brand mark follows the number, as the app's detection would. */
export const WithDetection: Story = {
  render: function Render(args) {
    const [brand, setBrand] = useState<CardBrandName | undefined>();
    return (
      <CardNumberField
        {...args}
        brand={brand}
        onChange={(value, digits) => {
          setBrand(sampleBrandOf(digits));
          args.onChange?.(value, digits);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Card Number/ });
    await userEvent.type(input, '5555555555554444');
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

/** Typing in the middle keeps the caret beside the digit typed. */
export const EditInTheMiddle: Story = {
  args: { defaultValue: '411111111111' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('22');
    await expect(input).toHaveValue('4111 2211 1111 11');
    await expect(input.selectionStart).toBe(7);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '411111',
    brand: 'visa',
    isInvalid: true,
    errorMessage: 'Incomplete Credit Card Number.',
  },
};

export const Disabled: Story = {
  args: { defaultValue: '4111111111111111', brand: 'visa', isDisabled: true },
};

/** The brand marks, each with its accessible name. */
export const BrandMarks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown'] as const).map(
        (b) => (
          <CardBrandIcon key={b} brand={b} />
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(7);
  },
};
