import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'a', title: 'What is Yo?', content: 'Answer A' },
  { id: 'b', title: 'Minimum?', content: 'Answer B' },
];

describe('Accordion', () => {
  it('renders each question as a heading with a collapsed button controlling its answer', () => {
    render(<Accordion items={items} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'What is Yo?' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'What is Yo?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = button.getAttribute('aria-controls')!;
    expect(document.getElementById(panelId)).not.toBeVisible();
  });

  it('opens one answer at a time by keyboard', async () => {
    const onExpandedChange = vi.fn();
    render(<Accordion items={items} onExpandedChange={onExpandedChange} />);
    const [a, b] = screen.getAllByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer A')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['b']);
  });

  it('can keep several open', async () => {
    render(<Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Minimum?' }));
    expect(screen.getByText('Answer A')).toBeVisible();
    expect(screen.getByText('Answer B')).toBeVisible();
  });
});
