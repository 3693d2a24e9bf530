import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { memberApi, myStore, stockistApi } from '../../testing/stockistFixtures';
import { silverMember } from '../../testing/moneyFixtures';

type App = ReturnType<typeof renderApp>;

function open(routes: ContractRoutes): App {
  tokenStore.set('tok');
  return renderApp('/user/stockist_reg', routes);
}

async function fillForm(app: App, file: File) {
  await app.user.click(await screen.findByRole('switch', { name: 'I have read and accept the disclaimer' }));
  await app.user.type(screen.getByLabelText('Store name'), 'Ada Herbal Store');
  await app.user.type(screen.getByLabelText('Store phone'), '08031234567');
  await app.user.type(screen.getByLabelText('Store address'), '14 Awolowo Road, Ikoyi');
  await app.user.selectOptions(screen.getByLabelText('State'), 'lagos');
  await app.user.selectOptions(await screen.findByLabelText('Stockist package'), '2');
  await app.user.upload(screen.getByLabelText(/^Payment receipt/), file);
}

const receipt = () => new File(['receipt'], 'receipt.jpg', { type: 'image/jpeg' });

describe('given the Become a Stockist page', () => {
  it('shows the disclaimer, the packages with their price and the company accounts to a member', async () => {
    open(memberApi());
    expect(await screen.findByText(/70% of the initial capital may be refunded/)).toBeInTheDocument();
    const select = await screen.findByLabelText('Stockist package');
    expect(within(select).getByRole('option', { name: 'Zonal Stockist — ₦250,000.00' })).toBeInTheDocument();
    expect(await screen.findByText('1012345678')).toBeInTheDocument();
    expect(screen.getByText('Zenith Bank')).toBeInTheDocument();
  });

  it('sends the store and the receipt as multipart, then shows the registration awaiting approval', async () => {
    let sent: FormData | null = null;
    const app = open({
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': () =>
        sent ? ok(myStore({ stockist_status: 'pending', is_stockist: 0 })) : fail(404, 'Stockist not found'),
      'POST /stockists/create': async (request) => {
        sent = await request.formData();
        return ok(myStore({ stockist_status: 'pending', is_stockist: 0 }), 'Stockist registration submitted');
      },
    });
    await fillForm(app, receipt());
    await app.user.click(screen.getByRole('button', { name: 'Register as stockist' }));
    expect(await screen.findByText('Stockist registration submitted')).toBeInTheDocument();
    expect(await screen.findByText('Your stockist registration is awaiting approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register as stockist' })).not.toBeInTheDocument();
    expect(sent!.get('store_name')).toBe('Ada Herbal Store');
    expect(sent!.get('store_state')).toBe('lagos');
    expect(sent!.get('store_phone')).toBe('08031234567');
    expect(sent!.get('stockist_package_id')).toBe('2');
    expect(sent!.has('referrer')).toBe(false);
    // The receipt's bytes (the test environment's multipart loses the file name).
    expect((sent!.get('payment_receipt') as Blob).size).toBe('receipt'.length);
  });

  it("shows the server's message when the registration is refused, and stays on the form", async () => {
    const app = open({
      ...memberApi(),
      'POST /stockists/create': fail(422, 'The referrer does not exist'),
    });
    await fillForm(app, receipt());
    await app.user.type(screen.getByLabelText(/^Referrer/), 'nobody');
    await app.user.click(screen.getByRole('button', { name: 'Register as stockist' }));
    expect(await screen.findByText('The referrer does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register as stockist' })).toBeInTheDocument();
  });

  it('refuses a receipt above 500kB before sending anything', async () => {
    const app = open(memberApi());
    await fillForm(app, new File([new Uint8Array(600 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Register as stockist' }));
    expect(app.calls()).not.toContain('POST /stockists/create');
  });

  it('a pending registration shows as awaiting approval, without the form', async () => {
    open({
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ stockist_status: 'pending', is_stockist: 0 })),
    });
    expect(await screen.findByText('Your stockist registration is awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Ada Herbal Store')).toBeInTheDocument();
    expect(screen.queryByLabelText('Store name')).not.toBeInTheDocument();
  });

  it('a disapproved registration offers to apply again', async () => {
    const app = open({
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ stockist_status: 'disapproved', is_stockist: 0 })),
    });
    expect(await screen.findByText('Your stockist registration was not approved')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByLabelText('Store name')).toBeInTheDocument();
  });

  it('a stockist is sent to the stockist profile', async () => {
    open(stockistApi());
    expect(await screen.findByText('You are a stockist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stockist Profile' })).toHaveAttribute(
      'href',
      '/user/stockistprofile',
    );
  });

  it('a failed read of the registration says so', async () => {
    open({
      ...memberApi(),
      'GET /auth/user': ok(silverMember()),
      'GET /stockists/user/{uuid}/single': fail(500, 'Server error'),
    });
    expect(await screen.findByText('We could not load your stockist registration')).toBeInTheDocument();
  });
});
