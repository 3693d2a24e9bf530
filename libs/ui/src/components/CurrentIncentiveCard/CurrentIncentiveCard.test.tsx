import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CurrentIncentiveCard.stories';

const { Default, Processing, Approved, Declined, Empty, Error } = composeStories(stories);

describe('CurrentIncentiveCard', () => {
  it('shows the incentive, its PV and worth', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Smartphone' })).toBeInTheDocument();
    expect(screen.getByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('₦150,000.00')).toBeInTheDocument();
    expect(screen.getByText('Sapphire')).toBeInTheDocument();
  });

  describe('given an unclaimed incentive', () => {
    describe('after a successful claim', () => {
      it('shows the claim as processing', async () => {
        const onClaim = vi.fn().mockResolvedValue(undefined);
        render(<Default onClaim={onClaim} />);
        await userEvent.click(screen.getByRole('button', { name: 'Claim Incentive' }));
        await waitFor(() => expect(onClaim).toHaveBeenCalledTimes(1));
        expect(await screen.findByRole('button', { name: 'Processing' })).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Claim Incentive' })).not.toBeInTheDocument();
      });
    });

    describe('after a failed claim', () => {
      it('keeps the claim button for a retry', async () => {
        render(<Error />);
        await userEvent.click(screen.getByRole('button', { name: 'Claim Incentive' }));
        expect(await screen.findByRole('button', { name: 'Claim Incentive' })).toBeEnabled();
        expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
      });
    });
  });

  it.each([
    [Processing, 'Processing', 'processing'],
    [Approved, 'Approved', 'approved'],
    [Declined, 'Declined', 'declined'],
  ])('shows a claimed incentive as a status button (%#)', (Story, label, status) => {
    render(<Story />);
    const button = screen.getByRole('button', { name: label });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-status', status);
    expect(screen.queryByRole('button', { name: 'Claim Incentive' })).not.toBeInTheDocument();
  });

  it('tells a member without a rank that they are yet to qualify', () => {
    render(<Empty />);
    expect(screen.getByText('You are yet to qualify for an incentive')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
