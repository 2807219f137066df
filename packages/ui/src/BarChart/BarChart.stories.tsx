import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart, type BarChartDatum } from './BarChart.js';

const months = ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const billPay = [1250, 980, 1430, 760, 1610, 1120];
const topUps = [300, 450, 280, 520, 390, 610];

const data: BarChartDatum[] = months.map((label, i) => ({
  label,
  values: { billPay: billPay[i]!, topUps: topUps[i]! },
}));

const ttd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'Last 6 Month Stats',
    series: [
      { id: 'billPay', label: 'Bill Pay' },
      { id: 'topUps', label: 'Top Ups' },
    ],
    data,
    formatValue: ttd,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    data: { control: 'object' },
    series: { control: 'object' },
    formatValue: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A bar chart with grouped bars, drawn with nivo: the dashboard's **Last 6 Month Stats** — bill pay and
top-ups per month, in the brand's blue and red.

The drawing is hidden from screen readers; a **data table with the same numbers** stands in for it
(always read by screen readers, shown on screen with *Show data table*). The legend names each
colour, so colour is not the only cue. nivo is loaded only when a chart renders, so pages without a
chart never download it.

**Do** title the chart with what it shows and the period; format values the same way as elsewhere.
**Don't** use a chart for one or two numbers, or more than four series.
`,
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSixMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Last 6 Month Stats' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('svg rect')).not.toBeNull(), {
      timeout: 5000,
    });
    const table = canvas.getByRole('table', { name: 'Last 6 Month Stats' });
    await expect(within(table).getByRole('row', { name: /Aug/ })).toHaveTextContent('$1,430');
    const toggle = canvas.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(table).toBeVisible();
  },
};

export const WithTable: Story = { args: { defaultShowTable: true } };

/**
 * On a phone: short month names on the axis and compact amounts on the value axis, so six
 * months fit 320 px; the table keeps the full labels and amounts.
 */
export const ShortAxisLabels: Story = {
  args: {
    data: months.map((month, i) => ({
      label: `${month} 2026`,
      axisLabel: month,
      values: { billPay: billPay[i]! * 4, topUps: topUps[i]! },
    })),
    formatValue: (value: number) =>
      `TTD $${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    formatAxisValue: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('svg rect')).not.toBeNull(), {
      timeout: 5000,
    });
    const axisTexts = [...canvasElement.querySelectorAll('svg text')].map((t) => t.textContent);
    await expect(axisTexts).toContain('Jun');
    await expect(axisTexts).toContain('$2,000');
    const table = canvas.getByRole('table', { name: 'Last 6 Month Stats' });
    await expect(within(table).getByRole('row', { name: /Aug 2026/ })).toHaveTextContent(
      'TTD $5,720.00',
    );
  },
};
