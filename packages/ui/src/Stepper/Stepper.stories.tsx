import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Stepper, type StepperStep } from './Stepper.js';

/** Spec 2.7: the bill-pay steps. */
export const billPaySteps: StepperStep[] = [
  { id: 'payment', label: 'Enter Payment Details' },
  { id: 'card', label: 'Enter Card Details' },
  { id: 'billing', label: 'Enter Billing Address Details (Optional)' },
  { id: 'review', label: 'Payment Review' },
];

/** Spec 2.8: the top-up steps. */
export const topUpLabels = [
  'Select Country',
  'Enter PREPAID Mobile Number',
  'Select Top Up Amount',
  'Enter Card Details',
  'Enter Billing Address Details (Optional)',
  'Enter Email for Receipt',
  'Payment Review',
];

const sampleText: CSSProperties = { margin: 0, color: 'inherit' };

const topUpSteps: StepperStep[] = topUpLabels.map((label, index) => ({
  id: `topup-${index}`,
  label,
  content: <p style={sampleText}>The form of “{label}” goes here.</p>,
}));

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    'aria-label': 'Bill payment steps',
    steps: billPaySteps,
    activeStep: 1,
    completedSteps: [0],
    orientation: 'horizontal',
    onStepPress: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio' },
    activeStep: { control: { type: 'number', min: 0, max: 6 } },
    onStepPress: { control: false },
    formatAnnouncement: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A stepper shows where the user is in a multi-step payment and lets them go back to a step they
have completed.

- **horizontal**: bill pay's four steps (*Enter Payment Details*, *Enter Card Details*,
  *Enter Billing Address Details (Optional)*, *Payment Review*). Below 600 px the labels are hidden
  and a caption under the circles names the current step.
- **vertical**: top-up's seven steps; the current step's form (\`content\`) shows under its label.

States of a step: **current** (red circle with its number, \`aria-current="step"\`), **completed**
(blue circle with a check; pressable to edit when \`onStepPress\` is given), **upcoming** (outlined)
and **invalid** (red outline with "!", e.g. FINISH re-validated a step and found an error; pressable
to go and fix it).
Every change of step is announced politely: "Step 2 of 4: Enter Card Details".

The stepper does not decide anything: the app passes the active step, the validated steps and the
labels (labels may change as the spec says once the third step is passed). When every step is
validated the root gets \`data-all-completed\` and the app shows its **FINISH** button (a secondary
Button) beside Back and Next.

**Do** keep labels short and stable in meaning; let completed steps be pressed to edit them; keep
Back / Next / FINISH buttons under the step's form.
**Don't** make upcoming steps pressable (validation must run first); don't put actions inside the
step labels.
`,
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getAllByRole('listitem')[1]!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Step 2 of 4: Enter Card Details')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Enter Payment Details/ }));
    await expect(args.onStepPress).toHaveBeenCalledWith(0);
  },
};

export const Vertical: Story = {
  args: {
    'aria-label': 'Top-up steps',
    orientation: 'vertical',
    steps: topUpSteps,
    activeStep: 2,
    completedSteps: [0, 1],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Select Top Up Amount' })).toBeVisible();
    await expect(canvas.queryByText(/The form of “Select Country”/)).not.toBeInTheDocument();
  },
};

export const AllValidated: Story = {
  args: { activeStep: 0, completedSteps: [0, 1, 2, 3] },
};

export const WithInvalidStep: Story = {
  args: {
    activeStep: 3,
    completedSteps: [0, 2],
    steps: billPaySteps.map((step) => (step.id === 'card' ? { ...step, isInvalid: true } : step)),
  },
};

const actions: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 };

/** Bill pay's buttons around the stepper: Back, Next, and FINISH once every step is validated. */
function BillPayDemo() {
  const [active, setActive] = useState(0);
  const [validated, setValidated] = useState<number[]>([]);
  const allValidated = validated.length === billPaySteps.length;
  const next = () => {
    // Passing the third step (index 2) validates every step (spec 4.6).
    setValidated((done) =>
      active >= 2 ? [0, 1, 2, 3] : Array.from(new Set([...done, active])).sort(),
    );
    setActive((step) => Math.min(step + 1, billPaySteps.length - 1));
  };
  return (
    <div>
      <Stepper
        aria-label="Bill payment steps"
        steps={billPaySteps}
        activeStep={active}
        completedSteps={validated}
        onStepPress={setActive}
      />
      <div style={actions}>
        <Button variant="outline" isDisabled={active === 0} onPress={() => setActive(active - 1)}>
          Back
        </Button>
        {active < billPaySteps.length - 1 ? <Button onPress={next}>Next</Button> : null}
        {allValidated && active < billPaySteps.length - 1 ? (
          <Button variant="secondary" onPress={() => setActive(billPaySteps.length - 1)}>
            FINISH
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Going forward, back to edit a completed step, then FINISH to the review. */
export const BillPayFlow: Story = {
  render: () => <BillPayDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Step 1 of 4: Enter Payment Details');
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Step 4 of 4: Payment Review');
    await userEvent.click(canvas.getByRole('button', { name: /Enter Card Details/ }));
    await expect(status).toHaveTextContent('Step 2 of 4: Enter Card Details');
    await userEvent.click(canvas.getByRole('button', { name: 'FINISH' }));
    await expect(status).toHaveTextContent('Step 4 of 4: Payment Review');
    await expect(canvas.getByRole('group', { name: 'Bill payment steps' })).toHaveAttribute(
      'data-all-completed',
      'true',
    );
  },
};
