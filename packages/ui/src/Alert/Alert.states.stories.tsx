import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.js';
import { Alert, type AlertTone } from './Alert.js';

const tones: AlertTone[] = ['error', 'warning', 'success', 'info'];

/** Every tone, with and without title and action, and long text, for visual regression. */
const meta = {
  title: 'Components/Alert/States',
  component: Alert,
  tags: ['vrt', '!autodocs'],
  args: { children: 'Alert' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {tones.map((tone) => (
        <Alert key={tone} tone={tone} announce="none">
          {`The ${tone} message.`}
        </Alert>
      ))}
      {tones.map((tone) => (
        <Alert
          key={`${tone}-titled`}
          tone={tone}
          announce="none"
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)} title`}
          action={
            <Button size="small" variant="outline">
              Try Again
            </Button>
          }
        >
          The message under a title, with an action to move on.
        </Alert>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'error',
    announce: 'none',
    title: 'OOPs...Something went wrong.',
    children:
      "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot. Reference: TXN-0000000000000000000000000000",
  },
};
