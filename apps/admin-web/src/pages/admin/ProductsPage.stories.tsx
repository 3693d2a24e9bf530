import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { products } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
import { ProductsPage } from './ProductsPage';

const api = { 'GET /auth/admin': ok(admin()), 'GET /products/all': ok(products()) };

const meta = {
  title: 'Pages/Admin/Products',
  component: ProductsPage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.admin.products }, session: { token: 'admin-token' }, api },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Product, then every product with Enabled / Disabled, Edit and Enable / Disable. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Add Product' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Registration products' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Moringa Capsules' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Enable Moringa Capsules' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disable Bitter Leaf Tea' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /products/all': ok([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no products')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /products/all': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Registration products' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { api: { ...api, 'GET /products/all': fail(500, 'Something went wrong. Please try again.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Edit Product while the save is on its way. */
export const Saving: Story = {
  parameters: { api: { ...api, 'POST /products/{id}/update': pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Bitter Leaf Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const save = within(dialog).getByRole('button', { name: /Save/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Add Product refused by the server (422): the message above the fields and on the price. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      'POST /products/create': fail(422, 'worth must be at most 100000000', {
        worth: ['worth must be at most 100000000'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Add Product' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Product name' }), 'Gold Dust');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₦)' }), '99999999');
    await userEvent.click(within(form).getByRole('button', { name: /Add|Save|Create/ }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Price (₦)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(within(form).getByRole('alert')).toHaveTextContent('worth must be at most 100000000');
  },
};

export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Moringa Capsules' })).toBeInTheDocument());
    await expect(canvas.getByRole('form', { name: 'Add Product' })).toBeVisible();
  },
};
