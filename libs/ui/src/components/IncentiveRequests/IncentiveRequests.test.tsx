import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './IncentiveRequests.stories';

const { Default, Empty } = composeStories(stories);

describe('IncentiveRequests', () => {
  it('counts the requests and shows each with a Pending Request badge', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Incentive requests' })).toHaveTextContent('2');
    const row = screen.getByRole('row', { name: /Tunde Bakare/ });
    for (const text of [
      'tunde',
      'Diamond',
      '12,000 PV',
      'Ruby',
      'Car fund',
      '₦2,500,000.00',
      'Pending Request',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('declines after confirmation', async () => {
    const onDecline = vi.fn();
    render(<Default onDecline={onDecline} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline request of ada' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 14 })));
  });

  it('offers no decision on a decided request', () => {
    render(
      <Default
        requests={[
          {
            id: 1,
            first_name: 'A',
            last_name: 'B',
            username: 'ab',
            points: 1,
            incentive: 'Phone',
            worth: 1,
            status: 'approved',
          },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
  });

  it('says there are no requests', () => {
    render(<Empty />);
    expect(screen.getByText('There are no requests')).toBeInTheDocument();
  });
});
