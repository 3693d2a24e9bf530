import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountUuidStore, tokenStore } from '@kola/api';
import { pending } from '@kola/app-shell/testing';
import { memberEarlyReads } from '../../earlyReads';
import { ok, renderApp } from '../../testing/renderApp';
import { emptyApi, errorApi, filledApi, silverMember, uuid, withdrawal } from '../../testing/moneyFixtures';

const card = (name: string) => screen.getByRole('group', { name });

describe('given the member dashboard', () => {
  it('shows every bonus in naira, the wallet, the PV rate, the incentive, the rank and the referral link', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', { ...filledApi(), 'GET /auth/user': ok(silverMember()) });
    await waitFor(() => expect(within(card('Matching bonus')).getByText('₦7,000.00')).toBeInTheDocument());
    expect(within(card('Referral bonus')).getByText('₦17,500.00')).toBeInTheDocument();
    expect(within(card('Repurchase bonus')).getByText('₦1,250.50')).toBeInTheDocument();
    expect(within(card('Total wallet earned')).getByText('₦48,250.50')).toBeInTheDocument();
    expect(within(card('Global profit')).getByText('Not Qualified')).toBeInTheDocument();
    expect(within(card('Point value rate')).getByText(/₦3,500\.00/)).toBeInTheDocument();
    expect(within(card('Registration package')).getByText('Activated')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Wallet balance')).getByText('₦36,250.50')).toBeInTheDocument());
    expect(await screen.findByText('Smartphone')).toBeInTheDocument();
    // The rank badge (the rank's name is also in the rank progress card now).
    const rankCard = await screen.findByRole('region', { name: 'Rank' });
    expect(await within(rankCard).findByText('Sapphire', { selector: ':not(dd)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Referral link')).toHaveValue(
      `${window.location.origin}/register?ref=adaok`,
    );
    expect(await screen.findByText('Welcome to Kola Herbal')).toBeInTheDocument();
    expect(await screen.findByText('Blender')).toBeInTheDocument();
  });

  it('leads with the balance and what can be withdrawn, then earnings, rank progress and what went unpaid', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', { ...filledApi(), 'GET /auth/user': ok(silverMember()) });
    // ₦36,250.50 at 1.5%: ₦543.75 charge (settings fixture), nothing pending.
    const withdrawable = await screen.findByTestId('withdrawable');
    await waitFor(() =>
      expect(withdrawable).toHaveTextContent(
        'You can withdraw ₦36,250.50 now. Your bank receives ₦35,706.75 after the ₦543.75 charge.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/wallet');
    const chart = screen.getByRole('region', { name: 'Earnings by week' });
    await waitFor(() => expect(chart).toHaveAccessibleDescription('₦23,450.00 earned in the last 12 weeks.'));
    expect(await screen.findByText('760 CPV')).toBeInTheDocument();
    expect(screen.getByText(/to go to Emerald/)).toBeInTheDocument();
    const recent = await screen.findByRole('list', { name: 'Recent earnings' });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(
      'From tunde, 2nd generation, 5% of ₦17,500.00.',
    );
    expect(
      await screen.findByText(
        'Your Silver package pays 6 generations of the referral bonus: ₦2,625.00 from generations 7 and 8 went unpaid. Upgrade to Gold to earn it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute('href', '/user/profile');
  });

  it('a pending withdrawal is said in place of the amount that can be withdrawn', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', {
      ...filledApi(),
      'GET /auth/user': ok(silverMember()),
      'GET /withdrawals/{uuid}/pending': ok([withdrawal({ status: 'pending', txn_status: 'pending' })]),
    });
    await waitFor(() =>
      expect(screen.getByTestId('withdrawable')).toHaveTextContent('A withdrawal is waiting for approval.'),
    );
  });

  it('a new member sees zeros, "You are yet to qualify for an incentive" and no claims', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', { ...emptyApi(), 'GET /auth/user': ok(silverMember({ rank_id: null })) });
    await waitFor(() => expect(within(card('Matching bonus')).getByText('₦0.00')).toBeInTheDocument());
    expect((await screen.findAllByText('You are yet to qualify for an incentive')).length).toBeGreaterThan(0);
    expect(await screen.findByText('There are no claimed incentives')).toBeInTheDocument();
    // ₦0.00 bonuses are muted; the empty chart, earnings and unpaid say so in words.
    expect(card('Matching bonus')).toHaveAttribute('data-muted', 'true');
    expect(await screen.findByText(/No earnings in the last 12 weeks yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No earnings yet/)).toBeInTheDocument();
    expect(await screen.findByText(/Nothing went unpaid/)).toBeInTheDocument();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent(
      'Withdrawals start at ₦2,000.00: ₦2,000.00 to go.',
    );
  });

  it('reads answering 501 (not implemented) show the error states, not a crash', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', { ...errorApi(), 'GET /auth/user': ok(silverMember()) });
    expect(await screen.findByText('We could not load your bonuses')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the wallet')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your incentive')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your recent earnings')).toBeInTheDocument();
    expect(await screen.findByText('We could not load what went unpaid')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your rank progress')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your earnings.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('settings that cannot be read blank only the PV rate and the general message', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', {
      ...filledApi(),
      'GET /auth/user': ok(silverMember()),
      'GET /settings/all': { status: 501, body: { success: false, message: 'Not implemented yet' } },
    });
    await waitFor(() => expect(within(card('Matching bonus')).getByText('₦7,000.00')).toBeInTheDocument());
    expect(within(card('Point value rate')).getByText(/1 PV =/)).toHaveTextContent('1 PV = —');
    expect(screen.queryByText('Welcome to Kola Herbal')).not.toBeInTheDocument();
  });

  it('shows the bonus figures without waiting for the settings (the PV rate a dash meanwhile)', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', {
      ...filledApi(),
      'GET /auth/user': ok(silverMember()),
      'GET /settings/all': pending,
    });
    await waitFor(() => expect(within(card('Matching bonus')).getByText('₦7,000.00')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Bonuses' })).not.toHaveAttribute('aria-busy');
    expect(within(card('Point value rate')).getByText(/1 PV =/)).toHaveTextContent('1 PV = —');
  });

  it('remembers the member’s uuid with the token, and forgets it with the token', async () => {
    tokenStore.set('tok');
    renderApp('/user/dashboard', { ...filledApi(), 'GET /auth/user': ok(silverMember()) });
    await waitFor(() => expect(accountUuidStore.get()).toBe(uuid));
    tokenStore.clear();
    expect(accountUuidStore.get()).toBe(null);
  });

  it('a returning member’s first numbers go out with the member read, before anything renders, each asked once', async () => {
    tokenStore.set('tok');
    accountUuidStore.set(uuid);
    const app = renderApp(
      '/user/dashboard',
      { ...filledApi(), 'GET /auth/user': ok(silverMember()) },
      { earlyReads: memberEarlyReads },
    );
    // Six requests, as many as a browser sends to one host at once, before the page's own reads.
    expect(app.calls()).toEqual([]);
    await waitFor(() => expect(app.calls().length).toBeGreaterThanOrEqual(6));
    expect(app.calls().slice(0, 6)).toEqual([
      `GET /bonuses/${uuid}/summary`,
      'GET /settings/all',
      `GET /withdrawals/${uuid}/pending`,
      `GET /bonuses/${uuid}/rank-progress`,
      `GET /bonuses/${uuid}/earnings`,
      'GET /auth/user',
    ]);
    await waitFor(() => expect(within(card('Matching bonus')).getByText('₦7,000.00')).toBeInTheDocument());
    await waitFor(() => expect(within(card('Wallet balance')).getByText('₦36,250.50')).toBeInTheDocument());
    expect(await screen.findByText('760 CPV')).toBeInTheDocument();
    expect(await screen.findByText('Blender')).toBeInTheDocument();
    // The page took the answers in flight: nothing asked twice; the bonus totals came in one read.
    const calls = app.calls();
    expect(calls.length).toBe(new Set(calls).size);
    expect(calls.filter((call) => /referral-bonus|bonus-stats|wallet-balance|total-pv/.test(call))).toEqual(
      [],
    );
  });

  it('no early reads without the remembered uuid, or away from the member area', () => {
    expect(memberEarlyReads(uuid, '/login')).toEqual([]);
    expect(memberEarlyReads(uuid, '/user/wallet').map((read) => read.path)).toEqual(['/auth/user']);
    expect(memberEarlyReads(uuid, '/user').map((read) => read.path)).toEqual(
      memberEarlyReads(uuid, '/user/dashboard/').map((read) => read.path),
    );
    tokenStore.set('tok');
    const app = renderApp(
      '/user/dashboard',
      { ...filledApi(), 'GET /auth/user': ok(silverMember()) },
      { earlyReads: memberEarlyReads },
    );
    expect(app.calls()).toEqual([]);
  });

  it('Claim Incentive claims the rank incentive and shows it as processing', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/dashboard', {
      ...filledApi(),
      'GET /auth/user': ok(silverMember()),
      'POST /incentive-claims/{uuid}/create': ok({}, 'incentive claimed successfully'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Claim Incentive' }));
    expect(await screen.findByText('incentive claimed successfully')).toBeInTheDocument();
    expect(await app.bodyOf(`POST /incentive-claims/${uuid}/create`)).toEqual({
      rank_id: 2,
      incentive_id: 3,
    });
  });
});
