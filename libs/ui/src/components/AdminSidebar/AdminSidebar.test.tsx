import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminSidebar.stories';

const { Default, SettingsOpen, ReachedFromAnotherPage } = composeStories(stories);

const nav = () => within(screen.getByRole('navigation', { name: 'Back-office menu' }));

describe('AdminSidebar', () => {
  it('lists the back-office menu (docs/screens/back-office.md#layout), Change Password and Log out', () => {
    render(<Default />);
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Members',
      'Company Finance',
      'Transactions',
      'Runs',
      'Ranks',
      'Products',
      'Packages',
      'Bonuses not paid',
      'Audit log',
      'Security',
      'Change Password',
    ]);
    expect(nav().getByRole('button', { name: /Incentives/ })).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/admin/security');
    expect(nav().getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  describe('after opening the groups', () => {
    it('shows the incentive and settings pages', async () => {
      render(<Default />);
      await userEvent.click(nav().getByRole('button', { name: /Incentives/ }));
      expect(nav().getByRole('link', { name: 'Update Incentives' })).toHaveAttribute(
        'href',
        '/admin/incentives',
      );
      expect(nav().getByRole('link', { name: 'Incentive Requests' })).toHaveAttribute(
        'href',
        '/admin/incentive-requests',
      );
      await userEvent.click(nav().getByRole('button', { name: /Settings/ }));
      const settings = nav().getByRole('button', { name: /Settings/ });
      const group = document.getElementById(settings.getAttribute('aria-controls') ?? '');
      expect(group).not.toBeNull();
      expect(
        within(group as HTMLElement)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Bonus Settings',
        'Global Profit Settings',
        'Stockist Settings',
        'Upgrade Settings',
        'Unilevel Settings',
        'Withdrawal Settings',
        'Company Details',
        'Stockist Upline Bonus',
      ]);
    });
  });

  it('opens the group of the current page and highlights it', () => {
    render(<SettingsOpen />);
    expect(nav().getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Withdrawal Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights Bonus Settings on the referral bonus page', () => {
    render(<ReachedFromAnotherPage />);
    expect(nav().getByRole('link', { name: 'Bonus Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a group when navigation moves into it', () => {
    const { rerender } = render(<Default />);
    expect(nav().getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'false');
    rerender(<Default pathname="/admin/company-details" />);
    expect(nav().getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Company Details' })).toHaveAttribute('aria-current', 'page');
  });
});
