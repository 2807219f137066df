import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.js';

/** Keeps page and page size in state, as a table would. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(p) => {
        setPage(p);
        args.onPageChange(p);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        args.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 10,
    totalItems: 57,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: {
    onPageChange: { control: false },
    onPageSizeChange: { control: false },
    formatRange: { control: false },
    formatPageLabel: { control: false },
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
Moves through a long list a page at a time: transaction history, agent locations. It shows the
**Rows per page** select (10, 20, 30, 40, 50), the range shown (*11–20 of 57*), previous and next, and
the page numbers with ellipses. On phones the page numbers give way to *2 / 6* between previous and
next, so nothing wraps or overflows at 320 px.

It is a \`nav\` landmark named "Pagination"; the current page has \`aria-current="page"\`; the range
text is a polite status, so screen readers hear the new range after each change. The component holds
no state: the table (or the app) owns \`page\` and \`pageSize\`.

**Do** go back to page 1 when the page size or the search changes.
**Don't** paginate lists shorter than one page — hide the buttons and keep the range if useful.
`,
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–10 of 57');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('11–20 of 57');
  },
};

/** Choosing 20 rows per page from the keyboard. */
export const PageSize: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await userEvent.selectOptions(select, '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 57');
  },
};

export const MiddlePage: Story = {
  args: { page: 7, totalItems: 240, pageSize: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = { args: { totalItems: 0 } };

export const WithoutPageSize: Story = { args: { onPageSizeChange: undefined } };
