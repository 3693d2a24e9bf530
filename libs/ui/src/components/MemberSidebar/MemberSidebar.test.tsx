import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberSidebarItems } from './MemberSidebar';
import * as stories from './MemberSidebar.stories';

const { Default, Stockist } = composeStories(stories);

const labels = () =>
  within(screen.getByRole('navigation', { name: 'Member menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MemberSidebar', () => {
  describe('given a member who is not a stockist', () => {
    it('lists the member menu with Become a Stockist and a Change Password link', () => {
      render(<Default />);
      expect(labels()).toEqual([
        'Dashboard',
        'Profile',
        'Downlines',
        'Genealogy',
        'Transactions',
        'Repurchase',
        'Security',
        'Become a Stockist',
        'Change Password',
      ]);
      expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/user/security');
    });
  });

  describe('given a stockist', () => {
    it('shows the stockist portal instead', () => {
      render(<Stockist />);
      expect(labels()).toEqual([
        'Dashboard',
        'Profile',
        'Downlines',
        'Genealogy',
        'Transactions',
        'Repurchase',
        'Security',
        'Stockist Profile',
        'Stock Purchase',
        'Stockist Record',
        'Order Processing',
        'Change Password',
      ]);
      expect(screen.getByRole('link', { name: 'Order Processing' })).toHaveAttribute('aria-current', 'page');
    });
  });

  it('highlights the entry a nested path lies under', () => {
    render(<Default pathname="/user/wallet/withdrawals?page=2" />);
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('takes hrefs from the app and can hide Change Password', () => {
    render(<Default hrefs={{ 'user-dashboard': '/home' }} pathname="/home" changePasswordHref={null} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it('keys the items by route name', () => {
    expect(memberSidebarItems(0).map((item) => item.key)).toContain('user-stockist_reg');
    expect(memberSidebarItems(1).map((item) => item.key)).toEqual(
      expect.arrayContaining([
        'user-stockistprofile',
        'user-stockpurchase',
        'user-stockistrecord',
        'user-order',
      ]),
    );
  });
});
