import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { DatePicker } from './DatePicker.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** Every state of a date picker, for visual regression. */
const meta = {
  title: 'Components/DatePicker/States',
  component: DatePicker,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Start Date' },
  // The calendar rings today's date: draw it on a fixed day so the screenshots never drift.
  parameters: { fixedTime: '2026-11-22T12:00:00' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <DatePicker label="Empty" />
      <DatePicker label="Start Date" defaultValue="2026-05-22" isRequired />
      <DatePicker
        label="End Date"
        defaultValue="2026-01-01"
        isInvalid
        errorMessage="End Date cannot be before Start Date."
      />
      <DatePicker label="Disabled" isDisabled defaultValue="2026-11-22" />
      <DatePicker label="Read only" isReadOnly defaultValue="2026-11-22" description={null} />
    </div>
  ),
};

/** The calendar open on a chosen date, with dates outside the range unavailable. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    defaultValue: '2026-11-10',
    minValue: '2026-11-03',
    maxValue: '2026-11-22',
  },
};

export const Focused: Story = { args: { autoFocus: true, defaultValue: '2026-11-22' } };
