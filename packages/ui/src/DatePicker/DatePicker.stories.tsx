import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker.js';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Start Date', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    onChange: { control: false },
    onBlur: { control: false },
    isDateUnavailable: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A date typed in segments or picked from a calendar: the activity filter's **Start Date** and
**End Date**. It shows and reports dates as **yyyy-MM-DD** (ISO 8601), the spec's format: values go
in and out as strings such as \`'2026-11-22'\`, so the app needs no date library.

Keyboard: Tab to the year, type digits (focus moves on to month and day), Arrow Up/Down change a
segment, Backspace clears it. The calendar button opens a month grid: arrows move by day and week,
Page Up/Down by month, Enter chooses, Escape closes. \`minValue\`/\`maxValue\` limit the range.

**Do** keep the format hint (the default description); give the field an \`id\` for the error summary.
**Don't** use three separate selects for a date, or another display format.
`,
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20261122');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22');
    await expect(canvas.getByRole('group', { name: 'Start Date' })).toHaveTextContent('2026-11-22');
  },
};

export const FromCalendar: Story = {
  args: { label: 'End Date', defaultValue: '2026-11-10' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /November 20, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-20');
  },
};

export const Range: Story = {
  args: {
    label: 'Start Date',
    defaultValue: '2026-06-01',
    minValue: '2026-05-22',
    maxValue: '2026-11-22',
    description: 'yyyy-MM-DD, within the last 6 months',
  },
};

export const Invalid: Story = {
  args: {
    label: 'End Date',
    defaultValue: '2026-01-01',
    isInvalid: true,
    errorMessage: 'End Date cannot be before Start Date.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('End Date cannot be before Start Date.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-11-22' } };
