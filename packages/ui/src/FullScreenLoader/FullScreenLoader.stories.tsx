import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { FullScreenLoader } from './FullScreenLoader.js';

const meta = {
  title: 'Components/FullScreenLoader',
  component: FullScreenLoader,
  args: {
    isOpen: true,
    label: 'Processing Your Request',
    description: 'Please do not close or refresh this page.',
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: `
A full-screen loader covers the page while the user must wait — a payment being confirmed, the card
provider's page loading — so nothing can be pressed twice.

It is a modal dialog named by its label (*Processing Your Request*): focus moves into it and stays,
the page behind is inert and does not scroll, Escape does nothing, and focus returns to where it was
when the work ends. Its spinner announces the label politely.

**Do** use it only for short waits the user cannot skip; say what is happening.
**Don't** use it for loading part of a page (use **Spinner** there) or leave it open on failure —
close it and show the error.
`,
      },
    },
  },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Processing Your Request' });
    await expect(body.getByRole('progressbar', { name: 'Processing Your Request' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

function Demo() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setBusy(true);
          setTimeout(() => setBusy(false), 1500);
        }}
      >
        SUBMIT
      </Button>
      <FullScreenLoader isOpen={busy} label="Processing Your Request" />
    </>
  );
}

/** Press SUBMIT: the loader covers the page for 1.5 s, then focus is back on the button. */
export const WhileBusy: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const submit = within(canvasElement).getByRole('button', { name: 'SUBMIT' });
    await userEvent.click(submit);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(submit).toHaveFocus());
  },
};
