import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton.js';
import { InfoIcon } from '../IconButton/icons.js';
import { Tooltip, TooltipTarget } from './Tooltip.js';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Successful">
        <TooltipTarget label="Successful">●</TooltipTarget>
      </Tooltip>,
    );
    await userEvent.tab();
    const icon = screen.getByRole('img', { name: 'Successful' });
    expect(icon).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Successful');
    expect(icon).toHaveAttribute('aria-describedby', tip.id);
  });

  it('hides on Escape', async () => {
    render(
      <Tooltip content="Failed">
        <TooltipTarget label="Failed">●</TooltipTarget>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover after the delay', async () => {
    render(
      <Tooltip content="More information" delay={0}>
        <IconButton label="More information">
          <InfoIcon />
        </IconButton>
      </Tooltip>,
    );
    // Hover tooltips follow a pointer: the earlier tests left the keyboard as the last modality.
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('More information');
  });

  it('can be shown from the start', () => {
    render(
      <Tooltip content="Pending" defaultOpen>
        <TooltipTarget label="Pending">●</TooltipTarget>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Pending');
  });

  it('stays hidden when disabled', async () => {
    render(
      <Tooltip content="Pending" isDisabled>
        <TooltipTarget label="Pending">●</TooltipTarget>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
