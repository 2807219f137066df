import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextArea } from '../TextArea/TextArea.js';
import { TextField } from '../TextField/TextField.js';
import { FormErrorSummary, type FormError } from './FormErrorSummary.js';

const meta = {
  title: 'Components/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'There is a problem',
    errors: [
      { id: 'firstName', message: 'First Name cannot be empty' },
      { id: 'email', message: 'Email cannot be empty' },
    ],
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    errors: { control: 'object' },
    description: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `
The summary of a form's errors shown at its top when a submit fails (the GOV.UK pattern). It lists
each error with the same words as the message under its field, each a link that moves focus to that
field. It takes focus when it appears and on every further failed submit (\`submitCount\`), so
screen readers announce it and keyboard users start fixing from there.

Pass \`errors\` as \`{ id, message }\` in the order of the form, where \`id\` is the field control's
\`id\`. The title is *There is a problem* by default; the card forms use the spec's
*Please fix the highlighted errors.*

**Do** show it only after a submit, together with the per-field errors; keep the user's input.
**Don't** disable the submit button instead, or show the summary while the user is still typing.
`,
      },
    },
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'There is a problem' });
    await expect(region).toHaveAttribute('tabindex', '-1');
    await expect(within(region).getByRole('alert')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#firstName', '#email']);
  },
};

export const CardForm: Story = {
  args: {
    title: 'Please fix the highlighted errors.',
    errors: [
      { id: 'line1', message: 'Address line one is required.' },
      { id: 'city', message: 'City is required.' },
      { id: 'country', message: 'Country is required.' },
    ],
  },
};

/** The contact form: submit empty, follow a link to the field, fix it, submit again. */
export const ContactForm: Story = {
  args: { errors: [] },
  render: function Render(args) {
    const [values, setValues] = useState({ name: '', email: '', message: '' });
    const [submitCount, setSubmitCount] = useState(0);
    const errorsOf = (): FormError[] => [
      ...(values.name.trim() ? [] : [{ id: 'contact-name', message: 'Name cannot be empty' }]),
      ...(values.email.trim() ? [] : [{ id: 'contact-email', message: 'Email cannot be empty' }]),
      ...(values.message.trim()
        ? []
        : [{ id: 'contact-message', message: 'Message cannot be empty' }]),
    ];
    const errors = submitCount > 0 ? errorsOf() : [];
    const messageOf = (id: string) => errors.find((e) => e.id === id)?.message;
    function submit(event: FormEvent) {
      event.preventDefault();
      setSubmitCount((c) => c + 1);
    }
    return (
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
        <FormErrorSummary {...args} errors={errors} submitCount={submitCount} />
        <TextField
          id="contact-name"
          label="Name"
          isRequired
          value={values.name}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
          isInvalid={messageOf('contact-name') !== undefined}
          errorMessage={messageOf('contact-name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          isRequired
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          isInvalid={messageOf('contact-email') !== undefined}
          errorMessage={messageOf('contact-email')}
        />
        <TextArea
          id="contact-message"
          label="Message"
          isRequired
          value={values.message}
          onChange={(message) => setValues((v) => ({ ...v, message }))}
          isInvalid={messageOf('contact-message') !== undefined}
          errorMessage={messageOf('contact-message')}
        />
        <div>
          <Button type="submit">SUBMIT</Button>
        </div>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Email cannot be empty' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'anya@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(canvas.queryByRole('link', { name: 'Email cannot be empty' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  },
};
