import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

const countries = [
  { id: '780', label: 'Trinidad and Tobago' },
  { id: '052', label: 'Barbados' },
  { id: '124', label: 'Canada' },
  { id: '388', label: 'Jamaica' },
  { id: '662', label: 'Saint Lucia' },
  { id: '826', label: 'United Kingdom of Great Britain and Northern Ireland' },
  { id: '840', label: 'United States of America' },
];

/** Every state of a combo box, for visual regression. */
const meta = {
  title: 'Components/ComboBox/States',
  component: ComboBox,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Country', options: countries },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <ComboBox label="Empty" options={countries} placeholder="Type to search" />
      <ComboBox label="Chosen" options={countries} defaultValue="780" isRequired />
      <ComboBox
        label="Country"
        options={countries}
        isRequired
        isInvalid
        errorMessage="Country is required."
        description="Where your card is registered."
      />
      <ComboBox label="Disabled" options={countries} isDisabled defaultValue="052" />
      <ComboBox label="Long value" options={countries} defaultValue="826" />
    </div>
  ),
};

/** The list filtered by what was typed. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'an');
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
  },
};

/**
 * Focused from the keyboard. The stories before it leave the page's interaction modality behind
 * (a click, then typing); a key press here makes the focus ring's condition this story's own.
 */
export const Focused: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
  },
};
