import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberEligibility } from './MemberDetailTabsPanels';
import * as stories from './MemberDetailTabs.stories';

const {
  Default,
  Inactive,
  Loading,
  Error,
  Empty,
  BankTab,
  WalletTab,
  StockistTabs,
  NetworkTab,
  NetworkTabDirectOnly,
} = composeStories(stories);

describe('MemberDetailTabs', () => {
  it('opens on the profile with the upline and the eligibility flags', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Upline' })).toHaveTextContent('Bola Adeyemi');
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getAllByText('Eligible')).toHaveLength(4);
    expect(screen.queryByText('This user is Inactive')).not.toBeInTheDocument();
  });

  describe('given an inactive member', () => {
    it('says "This user is Inactive" and offers fewer actions', async () => {
      render(<Inactive />);
      expect(screen.getByRole('alert')).toHaveTextContent('This user is Inactive');
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual([
        'Profile',
        'Network Structure',
        'Bank Details',
        'Wallet',
        'Dashboard',
        'Order History',
      ]);
      await userEvent.click(screen.getByRole('tab', { name: 'Wallet' }));
      expect(screen.queryByRole('button', { name: 'Pay member' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Bank Details' }));
      // The tab's code loads on demand: wait for the panel before looking for what it leaves out.
      expect(await screen.findByText('Bank details')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    });
  });

  it('edits the names and phone on the profile, and keeps the values when the save fails', async () => {
    const onUpdateUser = vi
      .fn()
      .mockRejectedValueOnce(new globalThis.Error('refused'))
      .mockResolvedValue(undefined);
    render(<Default onUpdateUser={onUpdateUser} />);
    const last = await screen.findByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(onUpdateUser).not.toHaveBeenCalled();
    await userEvent.type(last, 'Obi');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onUpdateUser).toHaveBeenCalledWith({
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '+2348012345678',
      }),
    );
    expect(screen.getByLabelText('Last name')).toHaveValue('Obi');
  });

  it('offers no edit of names without onUpdateUser', () => {
    render(<Default />);
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('changes the password as plain text', async () => {
    const onChangePassword = vi.fn().mockResolvedValue(undefined);
    render(<Default onChangePassword={onChangePassword} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChangePassword).toHaveBeenCalledWith({ password: 'new-secret-1' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('toggles the login 2FA', async () => {
    const onToggle2fa = vi.fn().mockResolvedValue(undefined);
    render(<Default onToggle2fa={onToggle2fa} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Login 2FA' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Disabled' }));
    expect(onToggle2fa).toHaveBeenCalledWith(true);
  });

  it('sends a message with subject and body', async () => {
    const onSendMessage = vi.fn().mockResolvedValue(undefined);
    render(<Default onSendMessage={onSendMessage} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Send Message' }));
    await userEvent.type(await screen.findByLabelText('Subject'), 'Welcome');
    await userEvent.type(screen.getByLabelText('Message'), 'Thank you for joining.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(onSendMessage).toHaveBeenCalledWith({ subject: 'Welcome', body: 'Thank you for joining.' }),
    );
  });

  it('shows the bank details and toggles bank editing', async () => {
    const onToggleBankEditable = vi.fn().mockResolvedValue(undefined);
    render(<BankTab onToggleBankEditable={onToggleBankEditable} />);
    expect(await screen.findByText('ADA OKAFOR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Bank editing disabled' }));
    expect(onToggleBankEditable).toHaveBeenCalledWith(true);
  });

  it('shows the wallet summary, withdrawals with their total and pays by bank transfer', async () => {
    const onBankTransfer = vi.fn().mockResolvedValue(undefined);
    render(<WalletTab onBankTransfer={onBankTransfer} />);
    expect(screen.getByText('Available balance:')).toHaveTextContent('₦150,000.00');
    const withdrawals = screen.getByRole('table', { name: 'Withdrawal history' });
    expect(within(withdrawals).getByRole('row', { name: /Total/ })).toHaveTextContent('₦100,000.00');
    await userEvent.type(await screen.findByLabelText('Amount (₦)'), 'abc');
    await userEvent.type(screen.getByLabelText('Reason'), 'Bonus correction');
    await userEvent.click(screen.getByRole('button', { name: 'Pay member' }));
    expect(await screen.findByText('Enter a valid amount')).toBeInTheDocument();
    expect(onBankTransfer).not.toHaveBeenCalled();
  });

  it('uses the empty texts of 03', async () => {
    render(<Empty />);
    expect(await screen.findByText('User has not submitted bank details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Wallet' }));
    expect(await screen.findByText('There are no global profits')).toBeInTheDocument();
    expect(screen.getByText('There are no withdrawals')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Order History' }));
    expect(await screen.findByText('There are no orders')).toBeInTheDocument();
  });

  it('shows the stockist tabs only for a stockist', async () => {
    render(<StockistTabs />);
    expect(await screen.findByText('Silver Stockist')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Moringa Tea' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Stockist Profile' }));
    expect(await screen.findByText('There are no processed Orders')).toBeInTheDocument();
  });

  describe('given the Network Structure tab', () => {
    it('shows the member on top of the direct downlines and loads lower levels on demand', async () => {
      const loadNetworkChildren = vi
        .fn()
        .mockResolvedValue([
          { id: 'e1', name: 'Emeka Nwosu', username: 'emeka', position: 'left', hasChildren: false },
        ]);
      render(<NetworkTab loadNetworkChildren={loadNetworkChildren} />);
      const tree = await screen.findByRole('tree', { name: 'Network Structure' });
      const items = within(tree).getAllByRole('treeitem');
      expect(items.map((item) => item.getAttribute('data-username'))).toEqual([
        'ada_okafor',
        'chidi',
        'ngozi',
      ]);
      expect(items[1]).toHaveTextContent('Left');
      expect(items[2]).toHaveTextContent('Right');
      await userEvent.click(items[1] as HTMLElement);
      expect(await within(tree).findByText('emeka')).toBeInTheDocument();
      expect(loadNetworkChildren).toHaveBeenCalledWith('7a2d3b4c-5e6f-4a70-8b91-a2b3c4d5e6f7');
      // Ngozi has no downlines: never asked for.
      await userEvent.click(items[2] as HTMLElement);
      expect(loadNetworkChildren).toHaveBeenCalledTimes(1);
    });

    it('shows the direct downlines without a loader, none of them to open', async () => {
      render(<NetworkTabDirectOnly />);
      const items = within(await screen.findByRole('tree')).getAllByRole('treeitem');
      expect(items).toHaveLength(3);
      items.slice(1).forEach((item) => expect(item).not.toHaveAttribute('aria-expanded'));
    });

    it('says there are no direct downlines', async () => {
      render(<Empty />);
      await userEvent.click(screen.getByRole('tab', { name: 'Network Structure' }));
      expect(await screen.findByText('There are no direct downlines')).toBeInTheDocument();
      expect(within(screen.getByRole('tree')).getAllByRole('treeitem')).toHaveLength(1);
    });
  });

  it('shows loading and error', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading member');
    unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it.each([
    [
      { package_id: 6, rank_id: 5 },
      2,
      2,
      { profitPool: true, globalProfit: true, equilibrium: true, loyalty: true },
    ],
    [
      { package_id: 5, rank_id: 4 },
      1,
      0,
      { profitPool: false, globalProfit: false, equilibrium: false, loyalty: false },
    ],
    [
      { package_id: 6, rank_id: null },
      undefined,
      undefined,
      { profitPool: true, globalProfit: false, equilibrium: undefined, loyalty: undefined },
    ],
  ])('eligibility of %j with %s and %s downlines', (member, direct, upline, expected) => {
    expect(memberEligibility(member, direct, upline)).toEqual(expected);
  });
});
