import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Stepper, type StepperStep } from './Stepper.js';
import { billPaySteps, topUpLabels } from './Stepper.stories.js';

const grid: CSSProperties = { display: 'grid', gap: 40 };

const topUpSteps: StepperStep[] = topUpLabels.map((label, index) => ({
  id: `topup-${index}`,
  label,
  content: (
    <p style={{ margin: 0, lineHeight: 1.5 }}>
      The form of this step: fields, then Back and Next. A long sentence wraps inside the content
      column without running under the line.
    </p>
  ),
}));

/** Every step state, both orientations, for visual regression. */
const meta = {
  title: 'Components/Stepper/States',
  component: Stepper,
  tags: ['vrt', '!autodocs'],
  args: { 'aria-label': 'Bill payment steps', steps: billPaySteps, activeStep: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: () => (
    <div style={grid}>
      <Stepper aria-label="First step" steps={billPaySteps} activeStep={0} />
      <Stepper
        aria-label="Second step"
        steps={billPaySteps}
        activeStep={1}
        completedSteps={[0]}
        onStepPress={() => {}}
      />
      <Stepper
        aria-label="All validated"
        steps={billPaySteps}
        activeStep={3}
        completedSteps={[0, 1, 2, 3]}
        onStepPress={() => {}}
      />
      <Stepper
        aria-label="Invalid step"
        steps={billPaySteps.map((s) => (s.id === 'card' ? { ...s, isInvalid: true } : s))}
        activeStep={3}
        completedSteps={[0, 2]}
        onStepPress={() => {}}
      />
      <Stepper
        aria-label="Disabled while submitting"
        steps={billPaySteps}
        activeStep={3}
        completedSteps={[0, 1, 2]}
        onStepPress={() => {}}
        isDisabled
      />
    </div>
  ),
};

/** A completed step focused by keyboard (autoFocus is not available on steps: focus in play). */
export const FocusedStep: Story = {
  args: { activeStep: 2, completedSteps: [0, 1], onStepPress: () => {} },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('button');
    // A keyboard-like focus so RAC shows the focus ring.
    first?.ownerDocument.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    first?.focus();
  },
};

export const Vertical: Story = {
  args: {
    'aria-label': 'Top-up steps',
    orientation: 'vertical',
    steps: topUpSteps,
    activeStep: 3,
    completedSteps: [0, 1, 2],
    onStepPress: () => {},
  },
};

export const VerticalInvalid: Story = {
  args: {
    'aria-label': 'Top-up steps',
    orientation: 'vertical',
    steps: topUpSteps.map((s, i) => (i === 2 ? { ...s, isInvalid: true } : s)),
    activeStep: 6,
    completedSteps: [0, 1, 3, 4, 5],
    onStepPress: () => {},
  },
};
