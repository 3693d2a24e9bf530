import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { products } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/products', {
    'GET /auth/admin': ok(admin()),
    'GET /products/all': ok(products()),
    ...stubs,
  });
}

describe('given the admin products page', () => {
  it('lists every product, enabled or not, with its count, worth and status', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Registration products' });
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: 'Moringa Capsules' })).toBeInTheDocument(),
    );
    const tea = within(table).getByRole('cell', { name: 'Bitter Leaf Tea' }).closest('tr')!;
    expect(within(tea).getByText('₦4,500.00')).toBeInTheDocument();
    expect(within(tea).getByText('Enabled')).toBeInTheDocument();
    const moringa = within(table).getByRole('cell', { name: 'Moringa Capsules' }).closest('tr')!;
    expect(within(moringa).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Total products:').textContent).toContain('2');
  });

  it('adds a product as multipart with its image, empties the form and reads the list again', async () => {
    let sent: FormData | null = null;
    let created = false;
    const shea = { ...products()[0]!, id: 3, name: 'Shea Butter', worth: 2500 };
    const app = open({
      'GET /products/all': () => ok(created ? [...products(), shea] : products()),
      'POST /products/create': async (request) => {
        sent = await request.formData();
        created = true;
        return ok(shea, 'Product created successfully');
      },
    });
    const form = await screen.findByRole('form', { name: 'Add Product' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Product name' }), 'Shea Butter');
    await app.user.type(within(form).getByRole('textbox', { name: 'Price (₦)' }), '2500');
    await app.user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Pure.');
    await app.user.upload(
      within(form).getByLabelText('Image (optional)'),
      new File([new Uint8Array(2048)], 'shea.webp', { type: 'image/webp' }),
    );
    await app.user.click(within(form).getByRole('button', { name: /Add|Save|Create/ }));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    const body = sent as unknown as FormData;
    expect(body.get('name')).toBe('Shea Butter');
    expect(body.get('worth')).toBe('2500');
    expect(body.get('description')).toBe('Pure.');
    expect((body.get('image') as File).name).toBe('shea.webp');
    expect(await screen.findByRole('cell', { name: 'Shea Butter' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Product name' })).toHaveValue(''));
  });

  it('requires the name and price before sending, and shows the server’s 422 on its field', async () => {
    const app = open({
      'POST /products/create': fail(422, 'worth must be at most 100000000', {
        worth: ['worth must be at most 100000000'],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add Product' });
    await app.user.click(within(form).getByRole('button', { name: /Add|Save|Create/ }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Product name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(app.calls()).not.toContain('POST /products/create');
    await app.user.type(within(form).getByRole('textbox', { name: 'Product name' }), 'Gold Dust');
    await app.user.type(within(form).getByRole('textbox', { name: 'Price (₦)' }), '99999999');
    await app.user.click(within(form).getByRole('button', { name: /Add|Save|Create/ }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Price (₦)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('worth must be at most 100000000');
    expect(within(form).getByRole('textbox', { name: 'Product name' })).toHaveValue('Gold Dust');
  });

  it('edits a product without a new image: the image is not sent', async () => {
    let sent: FormData | null = null;
    const app = open({
      'POST /products/{id}/update': async (request) => {
        sent = await request.formData();
        return ok(products()[0]!, 'Product updated successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Bitter Leaf Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (₦)' });
    expect(price).toHaveValue('4500');
    await app.user.clear(price);
    await app.user.type(price, '4800');
    await app.user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('POST /products/1/update');
    const body = sent as unknown as FormData;
    expect(body.get('worth')).toBe('4800');
    expect(body.has('image')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('enables a disabled product with PUT /products/{id}/toggle-status, then reads the list again', async () => {
    let enabled = false;
    const app = open({
      'GET /products/all': () =>
        ok(enabled ? products().map((p) => ({ ...p, is_active: true })) : products()),
      'PUT /products/{id}/toggle-status': () => {
        enabled = true;
        return ok({ ...products()[1]!, is_active: true }, 'Product enabled successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Enable Moringa Capsules' }));
    expect(await screen.findByText('Product enabled successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /products/2/toggle-status');
    expect(await app.bodyOf('PUT /products/{id}/toggle-status')).toEqual({ is_active: true });
    expect(await screen.findByRole('button', { name: 'Disable Moringa Capsules' })).toBeInTheDocument();
  });

  it('a refused toggle keeps the status and says why', async () => {
    const app = open({ 'PUT /products/{id}/toggle-status': fail(404, 'Product not found') });
    await app.user.click(await screen.findByRole('button', { name: 'Disable Bitter Leaf Tea' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable Bitter Leaf Tea' })).toBeInTheDocument();
  });

  it('says there are no products, and shows the error with Retry', async () => {
    let failing = true;
    const app = open({
      'GET /products/all': () => (failing ? fail(500, 'Something went wrong. Please try again.') : ok([])),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no products')).toBeInTheDocument();
  });
});
