import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { members, pageOf } from '../../testing/fixtures';
import { ADA, BOLA, DAYO, memberApi } from '../../testing/memberFixtures';
import { fail, ok, renderApp, type StubResponse } from '../../testing/renderApp';

const detail = (uuid: string, tab?: string) => `/admin/users/${uuid}${tab ? `?tab=${tab}` : ''}`;

describe('given the member detail', () => {
  it('opens from a row of the members list', async () => {
    tokenStore.set('admin-token');
    const { user } = renderApp('/admin/users', { ...memberApi(), 'GET /users': ok(pageOf(members())) });
    const table = await screen.findByRole('table', { name: 'Members' });
    await user.click(await within(table).findByRole('link', { name: 'Ada Okafor' }));
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Upline' })).toHaveTextContent('Kola Herbal');
  });

  it('reads only the open tab, and puts the tab in the address', async () => {
    tokenStore.set('admin-token');
    const { user, calls, navigation } = renderApp(detail(ADA.uuid), memberApi());
    await screen.findByRole('tab', { name: 'Wallet' });
    expect(calls().some((c) => c.includes('/wallet-balance'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Wallet' }));
    // TRB is referral plus placement: ₦120,000 + ₦20,000.
    expect(await screen.findByText('₦140,000.00')).toBeInTheDocument();
    expect(calls().some((c) => c.includes('/wallet-balance'))).toBe(true);
    await waitFor(() => expect(navigation.location.search).toBe('?tab=wallet'));
  });

  it('saves the names and phone and toasts the answer', async () => {
    tokenStore.set('admin-token');
    const { user, bodyOf } = renderApp(detail(ADA.uuid), {
      ...memberApi(),
      'PUT /users/{uuid}/update': ok(ADA, 'User updated successfully'),
    });
    const last = await screen.findByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Obi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await bodyOf('PUT /users/{uuid}/update')).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '08030000001',
    });
  });

  it('sends a message and says so; a refusal keeps what was typed', async () => {
    tokenStore.set('admin-token');
    let answer: StubResponse<null> = fail(422, 'The subject is required.', {
      subject: ['The subject is required.'],
    });
    const { user, bodyOf } = renderApp(detail(ADA.uuid, 'message'), {
      ...memberApi(),
      'POST /users/{uuid}/send-message': () => answer,
    });
    await user.type(await screen.findByLabelText('Subject'), 'Your pickup');
    await user.type(screen.getByLabelText('Message'), 'It is ready at the store.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The subject is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Your pickup');
    answer = ok(null, 'Message Sent successfully');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message Sent successfully')).toBeInTheDocument();
    expect(await bodyOf('POST /users/{uuid}/send-message')).toEqual({
      subject: 'Your pickup',
      body: 'It is ready at the store.',
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('pays by bank transfer only after the confirmation, then reads the wallet again', async () => {
    tokenStore.set('admin-token');
    let paid = 0;
    const { user, calls, bodyOf } = renderApp(detail(ADA.uuid, 'wallet'), {
      ...memberApi(),
      'POST /payments/{uuid}/bank-transfer': () => {
        paid += 1;
        return ok({ reference: 'ref-1', amount: 5000, status: 'pending' }, 'Transfer sent successfully');
      },
    });
    await user.type(await screen.findByLabelText('Amount (₦)'), '5000');
    await user.type(screen.getByLabelText('Reason'), 'Refund of a double payment');
    await user.click(screen.getByRole('button', { name: 'Pay member' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Pay ₦5,000.00 from Ada Okafor's wallet to their bank account now?");
    // Cancel: nothing is sent and the form keeps its values.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(paid).toBe(0);
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5000');
    const balanceReads = calls().filter((c) => c.includes('/wallet-balance')).length;
    await user.click(screen.getByRole('button', { name: 'Pay member' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pay member' }),
    );
    expect(await screen.findByText('Transfer sent successfully')).toBeInTheDocument();
    expect(paid).toBe(1);
    expect(await bodyOf('POST /payments/{uuid}/bank-transfer')).toEqual({
      amount: 5000,
      reason: 'Refund of a double payment',
    });
    await waitFor(() =>
      expect(calls().filter((c) => c.includes('/wallet-balance')).length).toBeGreaterThan(balanceReads),
    );
  });

  it('an inactive member says so and offers none of the actions', async () => {
    tokenStore.set('admin-token');
    renderApp(detail(DAYO.uuid), memberApi(DAYO));
    expect(await screen.findByText('This user is Inactive')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).not.toContain('Send Message');
    expect(tabs).not.toContain('Password');
  });

  it('a stockist has the store tabs', async () => {
    tokenStore.set('admin-token');
    const { user } = renderApp(detail(BOLA.uuid, 'stockist-record'), memberApi(BOLA));
    expect(await screen.findByText('Moringa Tea')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Stockist Profile' }));
    expect(await screen.findByText('Bola Wellness Hub')).toBeInTheDocument();
  });

  it('a tab whose read fails shows the error and Try again', async () => {
    tokenStore.set('admin-token');
    let fails = true;
    const { user } = renderApp(detail(ADA.uuid, 'orders'), {
      ...memberApi(),
      'GET /purchases/user/{uuid}/history': () =>
        fails ? fail(500, 'Something went wrong. Please try again.') : ok(pageOf([], { per_page: 100 })),
    });
    expect(await screen.findByText('This tab could not be loaded')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no orders')).toBeInTheDocument();
  });

  it('an operation this server does not have shows "not available"', async () => {
    tokenStore.set('admin-token');
    renderApp(detail(ADA.uuid, 'orders'), {
      ...memberApi(),
      'GET /purchases/user/{uuid}/history': fail(501, 'Not implemented: listMemberOrders'),
    });
    expect(await screen.findByText('This is not available on this server yet.')).toBeInTheDocument();
  });

  it('an unknown member is "Member not found"', async () => {
    tokenStore.set('admin-token');
    renderApp(detail('00000000-0000-4000-8000-000000000000'), {
      ...memberApi(),
      'GET /users/{uuid}/profile-details': fail(404, 'Member not found.'),
    });
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });
});
