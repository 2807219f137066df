import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop.js';

function LongPage({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <h1 id="page-top" style={{ marginTop: 0 }}>
        Frequently Asked Questions
      </h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>Paragraph {i + 1}: a long page that needs a way back to the top.</p>
      ))}
      {children}
    </div>
  );
}

const meta = {
  title: 'Components/BackToTop',
  component: BackToTop,
  args: { threshold: 100, targetId: 'page-top', label: 'Back to top' },
  render: (args) => (
    <LongPage>
      <BackToTop {...args} />
    </LongPage>
  ),
  parameters: {
    layout: 'padded',
    docs: {
      story: { inline: false, iframeHeight: 400 },
      description: {
        component: `
A floating button on long pages (FAQ, activity) that appears once the page has been scrolled
past \`threshold\` pixels (100 by default) and takes the user back to the top.

It scrolls smoothly — instantly for people who ask for reduced motion — and **moves focus** to
\`targetId\` (the page's heading or main region), so keyboard and screen-reader users continue from
the top rather than from the bottom of the page.

**Do** give it the id of the page's first heading.
**Don't** put it on short pages, or place other floating buttons in the same corner.
`,
      },
    },
  },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    win.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
    win.scrollTo(0, 400);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(win.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveFocus();
  },
};
