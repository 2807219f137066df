import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect.js';

const transactionTypes = [
  { id: 'billpay', label: 'Bill Pay' },
  { id: 'topup', label: 'Topup' },
];
const providers = [
  { id: 'tstt', label: 'TSTT' },
  { id: 'tntec', label: 'T&TEC' },
  { id: 'wasa', label: 'WASA' },
  { id: 'flow', label: 'Flow' },
];
const carriers = [
  { id: 'digicel', label: 'Digicel' },
  { id: 'bmobile', label: 'bmobile' },
];

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  args: { label: 'Transaction Type', options: transactionTypes, onChange: fn() },
  argTypes: {
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    options: { control: 'object' },
    onChange: { control: false },
    countLabel: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
Chooses several options from a list: the activity filter's **Transaction Type**, **Providers** and
**Carriers**. The list stays open while choosing; each choice appears as a chip under the field,
removed with its × button or by Backspace/Delete on a focused chip. The button shows how many are
chosen. \`onChange\` reports the chosen ids.

A filter that depends on another is **disabled with its hint** as description, e.g. Providers with
*Select transaction type (Bill Pay) to filter providers*: the hint stays readable and is the
button's description.

**Do** clear dependent filters when their parent choice goes away; keep chips in the list's order.
**Don't** hide a dependent filter — disable it and say what enables it.
`,
      },
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Transaction Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Bill Pay' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['billpay']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bill Pay' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const WithChips: Story = {
  args: { label: 'Providers', options: providers, defaultValue: ['tstt', 'wasa', 'flow'] },
};

export const DisabledWithHint: Story = {
  args: {
    label: 'Providers',
    options: providers,
    isDisabled: true,
    description: 'Select transaction type (Bill Pay) to filter providers',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Providers/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription(
      'Select transaction type (Bill Pay) to filter providers',
    );
  },
};

/** The activity filters: Providers and Carriers are enabled by their transaction type. */
export const ActivityFilters: Story = {
  render: function Render() {
    const [types, setTypes] = useState<string[]>([]);
    const [chosenProviders, setProviders] = useState<string[]>([]);
    const [chosenCarriers, setCarriers] = useState<string[]>([]);
    const billPay = types.includes('billpay');
    const topUp = types.includes('topup');
    return (
      <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
        <MultiSelect
          label="Transaction Type"
          options={transactionTypes}
          value={types}
          onChange={(next) => {
            setTypes(next);
            if (!next.includes('billpay')) setProviders([]);
            if (!next.includes('topup')) setCarriers([]);
          }}
        />
        <MultiSelect
          label="Providers"
          options={providers}
          value={chosenProviders}
          onChange={setProviders}
          isDisabled={!billPay}
          description={
            billPay ? undefined : 'Select transaction type (Bill Pay) to filter providers'
          }
        />
        <MultiSelect
          label="Carriers"
          options={carriers}
          value={chosenCarriers}
          onChange={setCarriers}
          isDisabled={!topUp}
          description={topUp ? undefined : 'Select transaction type (Top Up) to filter carriers'}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const providersButton = canvas.getByRole('button', { name: /Providers/ });
    await expect(providersButton).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Transaction Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Bill Pay' }));
    await userEvent.keyboard('{Escape}');
    await expect(providersButton).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Carriers/ })).toBeDisabled();
  },
};
