import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_ALLOWANCE_LEFT_TEXT } from './PickupAllowanceSummary';
import * as stories from './PickupAllowanceSummary.stories';

const { Default, NothingLeft, NoUpgrade, Loading, Error } = composeStories(stories);

describe('PickupAllowanceSummary', () => {
  it('shows what remains of each allowance and highlights the chosen type', () => {
    render(<Default selected="upgrade_pickup" />);
    const upgrade = screen.getByRole('region', { name: 'Upgrade pickup' });
    expect(within(upgrade).getByText('₦50,000.00')).toBeInTheDocument();
    expect(upgrade).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('region', { name: 'Registration pickup' })).not.toHaveAttribute('data-selected');
    expect(screen.getByRole('region', { name: 'Repurchase pickup' })).toHaveTextContent('No limit');
    expect(screen.queryByText(NO_ALLOWANCE_LEFT_TEXT)).not.toBeInTheDocument();
  });

  it('says when nothing is left, and when there is no upgrade allowance', () => {
    render(<NothingLeft />);
    expect(screen.getByText(NO_ALLOWANCE_LEFT_TEXT)).toBeInTheDocument();
    render(<NoUpgrade />);
    expect(screen.getAllByText('Upgrading your package adds an upgrade pickup allowance.').length).toBe(2);
  });

  it('shows the loading and the error states', async () => {
    const onRetry = vi.fn();
    render(<Loading />);
    expect(screen.getByText('Loading your pickup allowance')).toBeInTheDocument();
    render(<Error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This operation is not implemented yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
