import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { userEvent } from 'storybook/test';
import { Pagination } from './Pagination.js';

const grid: CSSProperties = { display: 'grid', gap: 24 };
const noop = () => {};

/** Pagination in its states, for visual regression (page numbers collapse at 320 px). */
const meta = {
  title: 'Components/Pagination/States',
  component: Pagination,
  tags: ['vrt', '!autodocs'],
  args: { page: 1, pageSize: 10, totalItems: 57, onPageChange: noop, onPageSizeChange: noop },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <Pagination
        page={1}
        pageSize={10}
        totalItems={57}
        onPageChange={noop}
        onPageSizeChange={noop}
        aria-label="First page"
      />
      <Pagination
        page={6}
        pageSize={10}
        totalItems={57}
        onPageChange={noop}
        onPageSizeChange={noop}
        aria-label="Last page"
      />
      <Pagination
        page={7}
        pageSize={20}
        totalItems={240}
        onPageChange={noop}
        onPageSizeChange={noop}
        aria-label="Middle page"
      />
      <Pagination page={1} pageSize={10} totalItems={0} onPageChange={noop} aria-label="Empty" />
    </div>
  ),
};

/** The page size select with keyboard focus (its list is the platform's own). */
export const PageSizeFocused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const FocusedPage: Story = {
  args: { page: 3, totalItems: 57 },
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
  },
};
