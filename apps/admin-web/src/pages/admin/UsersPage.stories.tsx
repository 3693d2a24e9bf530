import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin, member, members, pageOf } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { UsersPage } from './UsersPage';

const signedIn = { 'GET /auth/admin': ok(admin()) };

/** 45 members, 20 a page: the page the request asks for. */
const manyMembers = (request: Request) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const rows = Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => {
    const n = (page - 1) * 20 + i + 1;
    return member({
      uuid: `5b0a8f8e-1111-4c3a-9d52-${String(n).padStart(12, '0')}`,
      username: `member${n}`,
      first_name: 'Member',
      last_name: String(n),
    });
  });
  return ok(pageOf(rows, { current_page: page, last_page: 3, total: 45 }));
};

const meta = {
  title: 'Pages/Admin/Members',
  component: UsersPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.users },
    session: { token: 'admin-token' },
    api: {
      ...signedIn,
      'GET /users': ok(pageOf(members())),
      'GET /users/search': ok(pageOf([members()[0]!])),
    },
  },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every member with their state: Inactive and Expired badges, the stockist marked. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'dayo' })).toBeVisible());
    const dayo = within(table).getByRole('cell', { name: 'dayo' }).closest('tr')!;
    await expect(within(dayo).getByText('Inactive')).toBeVisible();
    await expect(within(table).getByText('Expired')).toBeVisible();
    const bola = within(table).getByRole('cell', { name: 'bola' }).closest('tr')!;
    await expect(within(bola).getByText('Stockist')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

/** 45 members: the pages come from the server; Next asks for page 2. */
export const Paged: Story = {
  parameters: { api: { ...signedIn, 'GET /users': manyMembers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Showing 1–20 of 45')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Showing 21–40 of 45')).toBeVisible());
    await expect(canvas.getByRole('cell', { name: 'member21' })).toBeVisible();
  },
};

/** A search looks through every member; the filter rests meanwhile. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'ada');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('cell', { name: 'ada' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { api: { ...signedIn, 'GET /users': ok(pageOf([])) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no members')).toBeVisible());
  },
};

export const NoSearchMatch: Story = {
  parameters: {
    api: { ...signedIn, 'GET /users': ok(pageOf(members())), 'GET /users/search': ok(pageOf([])) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'zz');
    await waitFor(() => expect(canvas.getByText('No member matches "zz"')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...signedIn, 'GET /users': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Members' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { api: { ...signedIn, 'GET /users': fail(500, 'Something went wrong. Please try again.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A 360 px phone: the filter and the search wrap, the table scrolls sideways inside its frame. */
export const Phone360: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Stockists')).toBeVisible());
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'ada' })).toBeInTheDocument());
  },
};
