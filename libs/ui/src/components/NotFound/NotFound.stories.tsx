import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { ViewportFrame } from '../../testing/ViewportFrame';
import { NOT_FOUND_MESSAGE, NotFound } from './NotFound';

const meta = {
  title: 'UI/Feedback/NotFound',
  component: NotFound,
  args: { homeHref: '#/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '404' })).toBeVisible());
    await expect(
      canvas.getByText('Something went wrong. The page you are looking for is not found'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '#/');
  },
};

export const Playground: Story = {
  argTypes: {
    homeHref: { control: 'text' },
    homeLabel: { control: 'text' },
    linkComponent: { control: false },
  },
};

/** In the back office: the way back leads to the admin dashboard. */
export const Admin: Story = {
  args: { homeHref: '#/admin/dashboard', homeLabel: 'Back to the dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '#/admin/dashboard',
    );
  },
};

export const LongContent: Story = {
  args: { homeLabel: 'Return to the member dashboard and continue where you left off' },
};

/**
 * One 404 per page (it is the page's main landmark), so each state has a frame (a document) of
 * its own: the member portal, the back office, a long label, and a 360 px phone.
 */
export const AllStates: Story = {
  render: () => (
    <Catalog layout="wrap">
      <ViewportFrame label="Member portal" width={520} height={420}>
        <NotFound homeHref="#/" />
      </ViewportFrame>
      <ViewportFrame label="Back office" width={520} height={420}>
        <NotFound homeHref="#/admin/dashboard" homeLabel="Back to the dashboard" />
      </ViewportFrame>
      <ViewportFrame label="Long label" width={520} height={420}>
        <NotFound homeHref="#/" homeLabel="Return to the member dashboard and continue where you left off" />
      </ViewportFrame>
      <ViewportFrame label="360 px phone" width={360} height={480}>
        <NotFound homeHref="#/" />
      </ViewportFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const frame = async (title: string) => {
      const iframe = within(canvasElement).getByTitle(title) as HTMLIFrameElement;
      await waitFor(() => expect(iframe.contentDocument?.querySelector('main')).not.toBeNull());
      return within(iframe.contentDocument!.body);
    };
    for (const title of ['Member portal', 'Back office', 'Long label', '360 px phone']) {
      const page = await frame(title);
      await waitFor(() => expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible());
      await expect(page.getByRole('main')).toHaveTextContent(NOT_FOUND_MESSAGE);
    }
    await expect(
      (await frame('Back office')).getByRole('link', { name: 'Back to the dashboard' }),
    ).toHaveAttribute('href', '#/admin/dashboard');
    const phone = await frame('360 px phone');
    const link = phone.getByRole('link', { name: 'Go to home page' });
    // The way home fits the phone's width.
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
