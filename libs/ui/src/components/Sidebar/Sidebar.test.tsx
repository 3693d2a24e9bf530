import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Sidebar.stories';

const { Default, Admin } = composeStories(stories);

describe('Sidebar', () => {
  it('shows the user, a placeholder avatar and the Online indicator', () => {
    render(<Default />);
    expect(screen.getByText('Ada Okafor')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ada Okafor (no photo)' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the photo when there is one', () => {
    render(<Default user={{ name: 'Ada Okafor', photoUrl: '/storage/ada.png' }} />);
    expect(screen.getByRole('img', { name: 'Photo of Ada Okafor' })).toHaveAttribute(
      'src',
      '/storage/ada.png',
    );
  });

  describe('given nested groups', () => {
    it('expands the group that holds the active item and toggles others', async () => {
      render(<Admin />);
      expect(screen.getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Stockist upline bonus' })).toBeInTheDocument();
      const incentives = screen.getByRole('button', { name: /Incentives/ });
      expect(incentives).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Incentive requests' })).not.toBeInTheDocument();
      await userEvent.click(incentives);
      expect(screen.getByRole('link', { name: 'Update incentives' })).toBeInTheDocument();
    });
  });

  describe('after pressing Log out', () => {
    it('logs out only after confirmation', async () => {
      const onLogout = vi.fn();
      render(<Default onLogout={onLogout} />);
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      // The dialog's code loads on the first press (docs/adr/0014-static-delivery.md#budgets).
      let dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Are you sure you want to log out?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onLogout).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      dialog = screen.getByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    });
  });
});
