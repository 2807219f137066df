import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, defaultStepAnnouncement, stepStatus, type StepperStep } from './Stepper.js';

const billPay: StepperStep[] = [
  { id: 'payment', label: 'Enter Payment Details' },
  { id: 'card', label: 'Enter Card Details' },
  { id: 'billing', label: 'Enter Billing Address Details (Optional)' },
  { id: 'review', label: 'Payment Review' },
];

describe('stepStatus', () => {
  it('puts invalid before current, current before completed', () => {
    const done = new Set([0, 1]);
    expect(stepStatus(0, 1, done)).toBe('completed');
    expect(stepStatus(1, 1, done)).toBe('current');
    expect(stepStatus(2, 1, done)).toBe('upcoming');
    expect(stepStatus(0, 1, done, true)).toBe('invalid');
  });
});

describe('Stepper', () => {
  it('is a named group with an ordered list of every step', () => {
    render(<Stepper aria-label="Bill payment steps" steps={billPay} activeStep={0} />);
    const group = screen.getByRole('group', { name: 'Bill payment steps' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(4);
    expect(within(group).getByText('Enter Billing Address Details (Optional)')).toBeInTheDocument();
  });

  it('marks only the current step with aria-current="step"', () => {
    render(<Stepper aria-label="Steps" steps={billPay} activeStep={1} completedSteps={[0]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items.map((item) => item.dataset.status)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('announces the current step in a polite live region', () => {
    const { rerender } = render(<Stepper aria-label="Steps" steps={billPay} activeStep={0} />);
    const region = screen.getByText('Step 1 of 4: Enter Payment Details');
    expect(region).toHaveAttribute('aria-live', 'polite');
    rerender(<Stepper aria-label="Steps" steps={billPay} activeStep={1} completedSteps={[0]} />);
    expect(region).toHaveTextContent('Step 2 of 4: Enter Card Details');
  });

  it('lets the announcement be worded by the app', () => {
    render(
      <Stepper
        aria-label="Steps"
        steps={billPay}
        activeStep={2}
        formatAnnouncement={(position, total, label) => `${label} (${position}/${total})`}
      />,
    );
    expect(screen.getByText('Enter Billing Address Details (Optional) (3/4)')).toBeInTheDocument();
    expect(defaultStepAnnouncement(2, 4, 'Enter Card Details')).toBe(
      'Step 2 of 4: Enter Card Details',
    );
  });

  it('makes completed steps pressable to go back and edit them', async () => {
    const onStepPress = vi.fn();
    render(
      <Stepper
        aria-label="Steps"
        steps={billPay}
        activeStep={2}
        completedSteps={[0, 1]}
        onStepPress={onStepPress}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: /^Step 2:\s*Enter Card Details\s*\(completed\)$/ }),
    );
    expect(onStepPress).toHaveBeenCalledWith(1);
  });

  it('does not make the current or upcoming steps pressable, nor any without onStepPress', () => {
    const { rerender } = render(
      <Stepper aria-label="Steps" steps={billPay} activeStep={1} completedSteps={[0, 1]} />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(
      <Stepper
        aria-label="Steps"
        steps={billPay}
        activeStep={1}
        completedSteps={[0, 1]}
        onStepPress={() => {}}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('can be operated by keyboard', async () => {
    const onStepPress = vi.fn();
    render(
      <Stepper
        aria-label="Steps"
        steps={billPay}
        activeStep={1}
        completedSteps={[0, 1, 2]}
        onStepPress={onStepPress}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onStepPress.mock.calls).toEqual([[0], [2]]);
  });

  it('ignores presses while disabled', async () => {
    const onStepPress = vi.fn();
    render(
      <Stepper
        aria-label="Steps"
        steps={billPay}
        activeStep={1}
        completedSteps={[0]}
        onStepPress={onStepPress}
        isDisabled
      />,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onStepPress).not.toHaveBeenCalled();
  });

  it('exposes when every step is validated, for the app to offer FINISH', () => {
    const { rerender } = render(
      <Stepper aria-label="Steps" steps={billPay} activeStep={0} completedSteps={[0, 1]} />,
    );
    const group = screen.getByRole('group', { name: 'Steps' });
    expect(group).not.toHaveAttribute('data-all-completed');
    rerender(
      <Stepper aria-label="Steps" steps={billPay} activeStep={0} completedSteps={[0, 1, 2, 3]} />,
    );
    expect(group).toHaveAttribute('data-all-completed', 'true');
  });

  it('lets an invalid step be pressed to fix it', async () => {
    const onStepPress = vi.fn();
    const steps = billPay.map((s, i) => (i === 1 ? { ...s, isInvalid: true } : s));
    render(
      <Stepper
        aria-label="Steps"
        steps={steps}
        activeStep={3}
        completedSteps={[0, 2]}
        onStepPress={onStepPress}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Enter Card Details/ }));
    expect(onStepPress).toHaveBeenCalledWith(1);
  });

  it('shows an invalid step with its status for screen readers', () => {
    const steps = billPay.map((s, i) => (i === 1 ? { ...s, isInvalid: true } : s));
    render(<Stepper aria-label="Steps" steps={steps} activeStep={3} completedSteps={[0, 2]} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-status', 'invalid');
    expect(screen.getByText('(has errors)', { exact: false })).toBeInTheDocument();
  });

  it('follows label changes (spec 2.7: labels change after the third step)', () => {
    const { rerender } = render(<Stepper aria-label="Steps" steps={billPay} activeStep={3} />);
    const changed = billPay.map((s, i) => (i === 3 ? { ...s, label: 'Payment Result' } : s));
    rerender(<Stepper aria-label="Steps" steps={changed} activeStep={3} />);
    expect(screen.getByText('Step 4 of 4: Payment Result')).toBeInTheDocument();
  });

  describe('vertical', () => {
    const topUp: StepperStep[] = [
      'Select Country',
      'Enter PREPAID Mobile Number',
      'Select Top Up Amount',
    ].map((label, index) => ({ id: String(index), label, content: <p>Form of {label}</p> }));

    it("shows only the current step's content, labelled by its step", () => {
      render(
        <Stepper
          aria-label="Top-up steps"
          orientation="vertical"
          steps={topUp}
          activeStep={1}
          completedSteps={[0]}
        />,
      );
      expect(screen.queryByText('Form of Select Country')).not.toBeInTheDocument();
      const content = screen.getByRole('group', { name: 'Enter PREPAID Mobile Number' });
      expect(content).toHaveTextContent('Form of Enter PREPAID Mobile Number');
      expect(screen.getAllByRole('listitem')[1]).toContainElement(content);
    });
  });
});
