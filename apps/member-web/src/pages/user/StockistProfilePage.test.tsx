import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { memberApi, myStore, pendingUpgrade, stockistApi } from '../../testing/stockistFixtures';

type App = ReturnType<typeof renderApp>;

function open(routes: ContractRoutes = stockistApi()): App {
  tokenStore.set('tok');
  return renderApp('/user/stockistprofile', routes);
}

describe('given the stockist profile page', () => {
  it('starts from the saved store, previews the edit and saves the whole store', async () => {
    const app = open({
      ...stockistApi(),
      'PUT /stockists/{id}/update': ok(
        myStore({ store_name: 'Ada Wellness' }),
        'Stockist updated successfully',
      ),
    });
    const name = await screen.findByLabelText('Store name');
    await waitFor(() => expect(name).toHaveValue('Ada Herbal Store'));
    await app.user.clear(name);
    await app.user.type(name, 'Ada Wellness');
    const preview = screen.getByRole('region', { name: 'Store preview' });
    expect(within(preview).getByText('Ada Wellness')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Update store details' }));
    expect(await screen.findByText('Stockist updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /stockists/7/update')).toEqual({
      store_name: 'Ada Wellness',
      store_address: '14 Awolowo Road, Ikoyi',
      store_state: 'lagos',
      store_phone: '08031234567',
    });
  });

  it('shows the company bank accounts', async () => {
    open();
    expect(await screen.findByText('1012345678')).toBeInTheDocument();
  });

  it('offers only higher packages, prices the upgrade with the server and sends it with the receipt', async () => {
    let sent: FormData | null = null;
    const app = open({
      ...stockistApi(),
      'POST /stockists/{id}/upgrade': async (request) => {
        sent = await request.formData();
        return ok(pendingUpgrade, 'Upgrade request submitted');
      },
      'GET /stockists/user/{uuid}/single': () =>
        ok(myStore({ pending_upgrade: sent ? pendingUpgrade : null })),
    });
    const select = await screen.findByLabelText('New stockist package');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.some((text) => text?.startsWith('Mobile Stockist'))).toBe(false);
    expect(options.filter((text) => text?.includes('Stockist —'))).toEqual([
      'Zonal Stockist — ₦250,000.00',
      'State Stockist — ₦500,000.00',
    ]);
    await app.user.selectOptions(select, '3');
    await waitFor(() => expect(app.calls()).toContain('GET /stockists/package/3/difference'));
    expect(await screen.findByText('₦400,000.00')).toBeInTheDocument();
    await app.user.upload(
      screen.getByLabelText('Payment receipt'),
      new File(['receipt'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Submit upgrade' }));
    expect(await screen.findByText('Upgrade request submitted')).toBeInTheDocument();
    expect(sent!.get('stockist_package_id')).toBe('3');
    expect((sent!.get('payment_receipt') as Blob).size).toBe('receipt'.length);
    expect(await screen.findByText('Upgrade awaiting approval')).toBeInTheDocument();
  });

  it('asks for a package before sending an upgrade', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Submit upgrade' }));
    expect(await screen.findByText('Select a package for upgrade')).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /stockists/7/upgrade');
  });

  it('an upgrade awaiting approval shows and blocks another', async () => {
    open({
      ...stockistApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ pending_upgrade: pendingUpgrade })),
    });
    expect(await screen.findByText('Upgrade awaiting approval')).toBeInTheDocument();
    expect(screen.getByText(/Your upgrade to Zonal Stockist is being processed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit upgrade' })).toBeDisabled();
  });

  it("shows the server's message when the store cannot be saved", async () => {
    const app = open({
      ...stockistApi(),
      'PUT /stockists/{id}/update': fail(422, 'The store phone is invalid'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Update store details' }));
    expect(await screen.findByText('The store phone is invalid')).toBeInTheDocument();
  });

  it('a member who is not a stockist is sent to Become a Stockist', async () => {
    open(memberApi());
    expect(await screen.findByRole('link', { name: 'Become a Stockist' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Store name')).not.toBeInTheDocument();
  });
});
