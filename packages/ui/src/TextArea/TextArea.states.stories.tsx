import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { TextArea } from './TextArea.js';

const grid: CSSProperties = { display: 'grid', gap: 24, maxWidth: 480 };

/** Every state of a text area, for visual regression. */
const meta = {
  title: 'Components/TextArea/States',
  component: TextArea,
  tags: ['vrt', '!autodocs'],
  args: { label: 'Comments (Optional)' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <div style={grid}>
      <TextArea label="Comments (Optional)" description="Shown on your receipt." />
      <TextArea
        label="Message"
        isRequired
        defaultValue={
          'Hello, my payment to TSTT on Monday shows as Failed but my card was charged. Please check.\nThanks'
        }
      />
      <TextArea
        label="Message"
        isRequired
        isInvalid
        errorMessage="Message cannot be empty"
        rows={3}
      />
      <TextArea label="Disabled" isDisabled defaultValue="Cannot change" rows={2} />
    </div>
  ),
};

export const Focused: Story = { args: { autoFocus: true, rows: 3 } };
