import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { fail, PageDecorator, pending } from '../../testing/PageDecorator';
import { incentiveRequestsApi } from '../../testing/reportFixtures';
import { IncentiveRequestsPage } from './IncentiveRequestsPage';

const meta = {
  title: 'Pages/Admin/Incentive Requests',
  component: IncentiveRequestsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.incentiveRequests },
    session: { token: 'admin-token' },
    api: incentiveRequestsApi(),
  },
} satisfies Meta<typeof IncentiveRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending incentive requests, and the product claims with their totals; only a processing claim can be decided. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requests = await canvas.findByRole('table', { name: 'Incentive requests' });
    await waitFor(() => expect(within(requests).getByText('Herbal wellness hamper')).toBeVisible());
    const claims = canvas.getByRole('table', { name: 'Product claims' });
    await waitFor(() => expect(within(claims).getAllByText('Shea Body Butter × 4')).toHaveLength(2));
    await expect(await canvas.findByText('₦650,000.00')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Approve the product claim/ })).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      ...incentiveRequestsApi(),
      'GET /incentive-claims/all': pending,
      'GET /product-claims/all': pending,
      'GET /product-claims/total-product-sold': pending,
      'GET /product-claims/sum-claimed-products': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Incentive requests' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Product claims' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { api: incentiveRequestsApi([], []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no requests')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('There are no product claims')).toBeVisible());
  },
};

export const Error: Story = {
  parameters: {
    api: {
      ...incentiveRequestsApi(),
      'GET /incentive-claims/all': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An approval in flight: the confirmation stays open, its button busy, until the API answers. */
export const Acting: Story = {
  parameters: {
    api: { ...incentiveRequestsApi(), 'PUT /product-claims/{id}/approve': pending },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the product claim of bola' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Another administrator decided first: the API answers 409 and the page says so. */
export const DecidedMeanwhile: Story = {
  parameters: {
    api: {
      ...incentiveRequestsApi(),
      'PUT /product-claims/{id}/approve': fail(409, 'This claim is already approved'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the product claim of bola' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await expect(
      await body.findByText(/This product claim was already decided, so nothing changed/),
    ).toBeVisible();
  },
};
