import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorSummary } from './FormErrorSummary.js';

/** The summary's looks, for visual regression (it is focused when it appears). */
const meta = {
  title: 'Components/FormErrorSummary/States',
  component: FormErrorSummary,
  tags: ['vrt', '!autodocs'],
  args: {
    errors: [
      {
        id: 'mobile',
        message: 'Your mobile number must be at least 11 digits. E.g 1(868) 555-0100',
      },
      { id: 'firstName', message: 'First Name cannot be empty' },
      {
        id: 'password',
        message:
          'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
      },
      { id: 'terms', message: 'Agree to the terms and conditions.' },
    ],
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Focused: Story = {};

export const SpecTitle: Story = {
  args: {
    title: 'Please fix the highlighted errors.',
    description: 'Check the card details below.',
    errors: [{ id: 'line1', message: 'Address line one is required.' }],
  },
};
