import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './RegistrationHistoryTable.stories';

const { Default, Empty, Error: Failed } = composeStories(stories);

describe('RegistrationHistoryTable', () => {
  it('lists each package payment with the member, package, amount, status and reference', () => {
    render(<Default />);
    const ada = screen.getAllByRole('row').find((row) => within(row).queryByText('ada'))!;
    expect(within(ada).getByText('Ada Okafor')).toBeInTheDocument();
    expect(within(ada).getByText('Gold')).toBeInTheDocument();
    expect(within(ada).getByText('₦140,000.00')).toBeInTheDocument();
    expect(within(ada).getByText('kw-51d07c3e2f11')).toBeInTheDocument();
  });

  it('opens the upgrade history of the member whose View button is pressed', async () => {
    const onViewUpgrades = vi.fn();
    render(<Default onViewUpgrades={onViewUpgrades} />);
    await userEvent.click(screen.getByRole('button', { name: 'View upgrades of bola' }));
    expect(onViewUpgrades).toHaveBeenCalledWith(expect.objectContaining({ username: 'bola', id: 2 }));
  });

  it('says there are no registrations when the list is empty', () => {
    render(<Empty />);
    expect(screen.getByText('There are no active user registrations')).toBeInTheDocument();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    render(<Failed onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
