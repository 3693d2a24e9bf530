import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { pageOf } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { incentiveClaim, incentiveRequestsApi, productClaim } from '../../testing/reportFixtures';

describe('given the incentive requests page', () => {
  it('shows the count and the pending incentive requests, and the product claims with their totals', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/incentive-requests', incentiveRequestsApi());
    const requests = await screen.findByRole('table', { name: 'Incentive requests' });
    await waitFor(() => expect(within(requests).getByText('Herbal wellness hamper')).toBeInTheDocument());
    expect(within(requests).getByText('Pending Request')).toBeInTheDocument();
    expect(within(requests).getByText('₦20,000.00')).toBeInTheDocument();
    const claims = screen.getByRole('table', { name: 'Product claims' });
    await waitFor(() => expect(within(claims).getAllByText('Shea Body Butter × 4')).toHaveLength(2));
    expect(await screen.findByText('₦650,000.00')).toBeInTheDocument();
    expect(screen.getByText('130 items')).toBeInTheDocument();
    // Only the processing claim can be decided.
    expect(screen.getByRole('button', { name: 'Approve the product claim of bola' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Approve the product claim of chidi' }),
    ).not.toBeInTheDocument();
  });

  it('approves an incentive request after confirming, then reads the list again', async () => {
    tokenStore.set('admin-token');
    let approved = false;
    const app = renderApp('/admin/incentive-requests', {
      ...incentiveRequestsApi(),
      'GET /incentive-claims/all': () => ok(pageOf(approved ? [] : [incentiveClaim()])),
      'PUT /incentive-claims/{id}/approve': () => {
        approved = true;
        return ok(incentiveClaim({ status: 'approved' }), 'Incentive approved successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Approve request of ada' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to approve this incentive request?'),
    ).toBeInTheDocument();
    expect(app.calls()).not.toContain('PUT /incentive-claims/11/approve');
    await app.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Incentive approved successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /incentive-claims/11/approve');
    expect(await screen.findByText('There are no requests')).toBeInTheDocument();
  });

  it('declines a product claim after confirming, and reads the claims and totals again', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/incentive-requests', {
      ...incentiveRequestsApi(),
      'PUT /product-claims/{id}/decline': ok(
        productClaim({ status: 'declined' }),
        'Product declined successfully',
      ),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Decline the product claim of bola' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/Its total returns to the member's pickup allowance/),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Product declined successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /product-claims/21/decline');
    await waitFor(() =>
      expect(app.calls().filter((c) => c.startsWith('GET /product-claims/all')).length).toBe(2),
    );
    expect(app.calls().filter((c) => c.startsWith('GET /product-claims/sum-claimed-products')).length).toBe(
      2,
    );
  });

  it('says the claim was decided meanwhile when the API answers 409', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/incentive-requests', {
      ...incentiveRequestsApi(),
      'PUT /product-claims/{id}/approve': fail(409, 'This claim is already approved'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Approve the product claim of bola' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(
      await screen.findByText(
        'This product claim was already decided, so nothing changed. The list now shows its current state.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(app.calls().filter((c) => c.startsWith('GET /product-claims/all')).length).toBe(2),
    );
  });

  it('says when there is nothing to decide, and shows a failed read with Retry', async () => {
    tokenStore.set('admin-token');
    const { unmount } = renderApp('/admin/incentive-requests', incentiveRequestsApi([], []));
    expect(await screen.findByText('There are no requests')).toBeInTheDocument();
    expect(await screen.findByText('There are no product claims')).toBeInTheDocument();
    unmount();
    renderApp('/admin/incentive-requests', {
      ...incentiveRequestsApi(),
      'GET /product-claims/all': fail(500, 'Something went wrong. Please try again.'),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
