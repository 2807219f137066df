import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.js';

const labels = ['General', 'Pay Bills', 'Top Up', 'Sign Up', 'Security', 'business', 'Agent'];
const items = labels.map((label) => ({
  id: label.toLowerCase().replace(/\s+/g, '-'),
  label,
  content: `Questions about ${label}.`,
}));

describe('Tabs', () => {
  it('renders a named tab list with the seven FAQ tabs, the first selected', () => {
    render(<Tabs items={items} aria-label="FAQ topics" />);
    expect(screen.getByRole('tablist', { name: 'FAQ topics' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(labels);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Questions about General.');
  });

  it('moves and selects with the arrow keys and reports the id', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs items={items} aria-label="FAQ" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Top Up' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('top-up');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Questions about Top Up.');
  });

  it('selects on click and labels the panel by its tab', async () => {
    render(<Tabs items={items} aria-label="FAQ" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
  });

  it('skips disabled tabs', async () => {
    render(
      <Tabs
        aria-label="Types"
        items={[
          { id: 'a', label: 'A', content: 'a' },
          { id: 'b', label: 'B', content: 'b', isDisabled: true },
          { id: 'c', label: 'C', content: 'c' },
        ]}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
  });

  it.each([
    ['{ArrowLeft}', 'Agent'],
    ['{End}', 'Agent'],
    ['{ArrowRight}{Home}', 'General'],
    ['{End}{ArrowRight}', 'General'],
  ])('after %s, %s is focused and selected (the row wraps)', async (keys, name) => {
    render(<Tabs items={items} aria-label="FAQ" />);
    await userEvent.tab();
    await userEvent.keyboard(keys);
    const tab = screen.getByRole('tab', { name });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name })).toHaveTextContent(`Questions about ${name}.`);
  });

  it('is one tab stop: the selected tab, then its panel', async () => {
    render(<Tabs items={items} aria-label="FAQ" defaultSelectedKey="security" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([
      -1, -1, -1, -1, 0, -1, -1,
    ]);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await userEvent.tab();
    const panel = screen.getByRole('tabpanel', { name: 'Security' });
    expect(panel).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
  });

  it('moves without selecting when manual, and selects on Enter or Space', async () => {
    render(<Tabs items={items} aria-label="FAQ" keyboardActivation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pay Bills' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Pay Bills' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tabpanel', { name: 'Top Up' })).toBeInTheDocument();
  });

  it('honours a controlled selection', () => {
    render(<Tabs items={items} aria-label="FAQ" selectedKey="agent" />);
    expect(screen.getByRole('tab', { name: 'Agent' })).toHaveAttribute('aria-selected', 'true');
  });
});
