import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.js';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Partner Stories', href: '/case-studies' },
      { label: 'Solis Credit' },
    ],
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => href}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component: `
Breadcrumbs show where a page sits and link back up: a case study under *Partner Stories*. The last
item is the current page (\`aria-current="page"\`, not a link). It is a \`nav\` landmark named
"Breadcrumbs"; its links go through the app's router like Link. It wraps onto more lines at 320 px.

**Do** use it on pages two or more levels deep. **Don't** use it for steps of a process — use the
Stepper.
`,
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CaseStudy: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(await within(nav).findByText('Solis Credit')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Partner Stories' }));
    await expect(navigate).toHaveBeenCalledWith('/case-studies', undefined);
  },
};
