import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Tabs.stories';

const { Default, Controlled } = composeStories(stories);

describe('Tabs', () => {
  it('switches panels and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Total bonus');
    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('There are no withdrawals');
    expect(onValueChange).toHaveBeenCalledWith('transactions');
  });

  it('supports keyboard arrows', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Enable/Disable 2FA' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Current tab: password')).toBeInTheDocument();
  });
});
