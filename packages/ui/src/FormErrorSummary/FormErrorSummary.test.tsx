import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField/TextField.js';
import { FormErrorSummary, type FormError } from './FormErrorSummary.js';

const errors: FormError[] = [
  { id: 'firstName', message: 'First Name cannot be empty' },
  { id: 'email', message: 'Email cannot be empty' },
];

// Generous timeout: these drive popovers with user-event on a shared, busy machine.
describe('FormErrorSummary', { timeout: 20_000 }, () => {
  it('renders nothing without errors', () => {
    const { container } = render(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a region named by its title, with an alert listing a link per error', () => {
    render(<FormErrorSummary errors={errors} title="Please fix the highlighted errors." />);
    const region = screen.getByRole('region', { name: 'Please fix the highlighted errors.' });
    expect(region).toHaveFocus();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Please fix the highlighted errors.',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#firstName', '#email']);
    expect(links[0]).toHaveTextContent('First Name cannot be empty');
  });

  it('defaults to the GOV.UK title and a chosen heading level', () => {
    render(<FormErrorSummary errors={errors} headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'There is a problem' }),
    ).toBeInTheDocument();
  });

  it('moves focus to the field when a link is followed', async () => {
    render(
      <>
        <FormErrorSummary errors={errors} />
        <TextField
          label="First Name"
          id="firstName"
          isInvalid
          errorMessage="First Name cannot be empty"
        />
        <TextField label="Email" id="email" isInvalid errorMessage="Email cannot be empty" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Email cannot be empty' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('focuses the first control of a group', async () => {
    render(
      <>
        <FormErrorSummary errors={[{ id: 'when', message: 'Start Date is required' }]} />
        <div id="when" role="group" aria-label="Start Date">
          <input aria-label="Year" type="hidden" />
          <span role="spinbutton" tabIndex={0} aria-valuenow={2026} aria-label="Year" />
        </div>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Start Date is required' }));
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveFocus();
  });

  it('takes focus again on every submit', async () => {
    function Form() {
      const [count, setCount] = useState(0);
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setCount((c) => c + 1);
          }}
        >
          <FormErrorSummary errors={count > 0 ? errors : []} submitCount={count} />
          <TextField label="First Name" id="firstName" />
          <button type="submit">SUBMIT</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const region = screen.getByRole('region', { name: 'There is a problem' });
    expect(region).toHaveFocus();
    await userEvent.click(screen.getByRole('textbox', { name: 'First Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(region).toHaveFocus();
  });

  it('never takes focus while the customer types, only when a submit finds errors (#29)', async () => {
    // The sequence: a submit shows the summary; a field is corrected (the summary goes);
    // another field is cleared (it comes back): focus stays in that field, no keystroke is lost.
    function Form() {
      const [count, setCount] = useState(0);
      const [account, setAccount] = useState('100234567');
      const [amount, setAmount] = useState('10');
      const found: FormError[] = [
        ...(account === '' ? [{ id: 'account', message: 'Account Number is required' }] : []),
        ...(Number(amount) < 50 ? [{ id: 'amount', message: 'Minimum amount is $50' }] : []),
      ];
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setCount((c) => c + 1);
          }}
        >
          <FormErrorSummary errors={count > 0 ? found : []} submitCount={count} />
          <TextField label="Account Number" id="account" value={account} onChange={setAccount} />
          <TextField label="Amount" id="amount" value={amount} onChange={setAmount} />
          <button type="submit">Next</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.tab();
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    const account = screen.getByRole('textbox', { name: 'Account Number' });
    await userEvent.clear(account);
    expect(screen.getByRole('region', { name: 'There is a problem' })).not.toHaveFocus();
    expect(account).toHaveFocus();
    await userEvent.type(account, '12');
    expect(account).toHaveValue('12');
    await userEvent.clear(account);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  });
});
