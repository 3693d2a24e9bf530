import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { TextLink } from './TextLink';

/** Stands in for react-router's Link: it gets `to` (and `href`) and marks itself. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} {...rest} href={to} data-router-link="">
        {children}
      </a>
    );
  },
);

const meta = {
  title: 'UI/Shell/TextLink',
  component: TextLink,
  args: { href: '#/register', children: 'Create an account' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create an account' });
    await expect(link).toHaveAttribute('href', '#/register');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Playground: Story = {
  argTypes: {
    href: { control: 'text' },
    children: { control: 'text' },
    'aria-current': { control: 'inline-radio', options: [undefined, 'page'] },
    linkComponent: { control: false },
    onClick: { control: false },
    className: { control: false },
  },
};

/** With react-router: the link component gets `to`, so the app navigates without a reload. */
export const RouterLinkComponent: Story = {
  args: { linkComponent: RouterLink, href: '/user/dashboard', children: 'Back to the dashboard' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to the dashboard' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/user/dashboard');
  },
};

/** The current page's link, and its click handler (a menu closing, say). */
export const Current: Story = {
  args: { 'aria-current': 'page', children: 'Dashboard', href: '#/user/dashboard', onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dashboard' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Stay on the story: only the handler matters here.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A long link inside a sentence on a phone: it wraps with the text. */
export const LongContent: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      By registering you accept the <TextLink {...args} /> of the company.
    </p>
  ),
  args: {
    href: '#/terms',
    children: 'terms and conditions, the compensation plan and the privacy policy of Kola Herbal',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /terms and conditions/ });
    await waitFor(() => expect(link).toBeVisible());
    // Wrapped over several lines instead of widening the paragraph.
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
};

export const AllStates: Story = {
  render: () => (
    <Catalog>
      <CatalogItem label="Plain">
        <TextLink href="#/register">Create an account</TextLink>
      </CatalogItem>
      <CatalogItem label="Current page">
        <TextLink href="#/user/dashboard" aria-current="page">
          Dashboard
        </TextLink>
      </CatalogItem>
      <CatalogItem label="Router link">
        <TextLink href="/login" linkComponent={RouterLink}>
          Back to login
        </TextLink>
      </CatalogItem>
      <CatalogItem label="In a sentence">
        <p>
          Forgot your password? <TextLink href="#/forgot-password">Reset it</TextLink>.
        </p>
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('data-router-link');
  },
};
