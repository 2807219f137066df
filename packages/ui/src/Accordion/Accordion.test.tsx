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

  it('closes an open answer when its question is pressed again', async () => {
    render(<Accordion items={items} defaultExpandedKeys={['a']} />);
    const a = screen.getByRole('button', { name: 'What is Yo?' });
    await userEvent.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer A')).not.toBeVisible();
  });

  it('labels each answer by its question and the group by its name', async () => {
    render(<Accordion items={items} aria-label="General questions" defaultExpandedKeys={['b']} />);
    expect(screen.getByRole('group', { name: 'General questions' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Minimum?' })).toHaveTextContent('Answer B');
  });

  it('follows a controlled list and leaves a disabled question shut', async () => {
    const onExpandedChange = vi.fn();
    render(
      <Accordion
        items={[...items, { id: 'c', title: 'Closed?', content: 'Answer C', isDisabled: true }]}
        expandedKeys={['a']}
        onExpandedChange={onExpandedChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Minimum?' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('button', { name: 'What is Yo?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const closed = screen.getByRole('button', { name: 'Closed?' });
    expect(closed).toBeDisabled();
    await userEvent.click(closed);
    expect(closed).toHaveAttribute('aria-expanded', 'false');
  });
});
