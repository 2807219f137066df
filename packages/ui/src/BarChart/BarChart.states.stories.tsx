import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor, expect, userEvent } from 'storybook/test';
import { BarChart, type BarChartDatum } from './BarChart.js';

const data: BarChartDatum[] = ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((label, i) => ({
  label,
  values: {
    billPay: [1250, 980, 1430, 760, 1610, 1120][i]!,
    topUps: [300, 450, 280, 520, 390, 610][i]!,
  },
}));

const drawn = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('svg rect')).not.toBeNull(), { timeout: 5000 });

/** Chart alone, with its table, and focused toggle, for visual regression (no animation). */
const meta = {
  title: 'Components/BarChart/States',
  component: BarChart,
  tags: ['vrt', '!autodocs'],
  args: {
    title: 'Last 6 Month Stats',
    series: [
      { id: 'billPay', label: 'Bill Pay' },
      { id: 'topUps', label: 'Top Ups' },
    ],
    data,
    formatValue: (v: number) => `$${v.toLocaleString('en-US')}`,
  },
  play: async ({ canvasElement }) => drawn(canvasElement),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTable: Story = { args: { defaultShowTable: true } };

export const FocusedToggle: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.tab();
  },
};

export const Empty: Story = {
  args: { data: data.map((d) => ({ ...d, values: { billPay: 0, topUps: 0 } })) },
};
