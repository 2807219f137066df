import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs.js';

const faqTopics = ['General', 'Pay Bills', 'Top Up', 'Sign Up', 'Security', 'business', 'Agent'];

/** The FAQ page's seven tabs, with sample content. */
const faqItems: TabItem[] = faqTopics.map((label) => ({
  id: label.toLowerCase().replace(/\s+/g, '-'),
  label,
  content: <p style={{ margin: 0 }}>Questions about {label}.</p>,
}));

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: faqItems, 'aria-label': 'FAQ topics', onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio' },
    items: { control: false },
    onSelectionChange: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
Tabs switch between panels of related content on one page: the FAQ's seven topics (*General, Pay
Bills, Top Up, Sign Up, Security, business, Agent*), the onboarding documents per business type.

Keyboard: Tab moves into the tab row and then to the panel; the arrow keys move between tabs (and
select them), Home and End jump to the ends. Screen readers hear "tab, 2 of 7, selected".
When the tabs do not fit (seven tabs at 320 px), the row scrolls sideways; it never wraps or clips.

**Do** keep labels short (one or two words) and give the list an \`aria-label\`.
**Don't** use tabs for steps of a process — use the Stepper; don't nest tabs.
`,
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select; the panel follows. */
export const Faq: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const general = await canvas.findByRole('tab', { name: 'General' });
    await waitFor(() => expect(general).toHaveAttribute('aria-selected', 'true'));
    await userEvent.tab();
    await expect(general).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Pay Bills' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(args.onSelectionChange).toHaveBeenCalledWith('pay-bills');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Questions about Pay Bills.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Agent' })).toHaveFocus();
  },
};

export const Manual: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'General' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pay Bills' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Pay Bills' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Onboarding documents: one tab per business type. */
export const OnboardingDocuments: Story = {
  args: {
    'aria-label': 'Business type',
    items: [
      { id: 'sole', label: 'Sole Trader', content: 'Documents for a sole trader.' },
      { id: 'partnership', label: 'Partnership', content: 'Documents for a partnership.' },
      { id: 'company', label: 'Company', content: 'Documents for a company.' },
      { id: 'ngo', label: 'NGO / Charity', content: 'Documents for a charity.' },
    ],
  },
};
