import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { Dialog } from './Dialog.js';

const actions = (
  <>
    <Button variant="outline">Cancel</Button>
    <Button>Confirm</Button>
  </>
);

/** Dialogs rendered open, for visual regression. */
const meta = {
  title: 'Components/Dialog/States',
  component: Dialog,
  tags: ['vrt', '!autodocs'],
  args: { title: 'Edit Profile', isOpen: true, children: null },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  args: {
    children: 'Change the first and last name shown on your account.',
    actions,
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Verification',
    children: 'A SMS verification code has been sent to: +1(868) 555-0123',
  },
};

export const LongContent: Story = {
  args: {
    size: 'large',
    title: 'Edit Payment Method — a long title that wraps on a small phone',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}: the body scrolls inside the dialog while the title and the actions
            stay in view.
          </p>
        ))}
      </>
    ),
    actions: (
      <>
        <Button variant="critical">Remove Card</Button>
        <Button variant="outline">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const FullScreen: Story = {
  args: {
    size: 'fullScreen',
    title: 'Reset Password',
    children: 'Enter a new password for your account, then press Reset.',
    actions: <Button>Reset</Button>,
  },
};
