import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

/** Hidden text is in the page but takes (almost) no room: at most one pixel. */
const expectVisuallyHidden = async (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
};

const meta = {
  title: 'UI/Shell/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Copy referral link' },
  render: (args) => (
    <Button variant="secondary">
      <span aria-hidden="true">⧉</span>
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    await expectVisuallyHidden(canvas.getByText('Copy referral link'));
  },
};

export const Playground: Story = {
  argTypes: { children: { control: 'text' } },
};

/** However long, the text stays off screen (one line, clipped to a pixel). */
export const LongContent: Story = {
  args: {
    children: 'Copy the referral link that your friends use to register under you in the network',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Copy the referral link/ })).toBeInTheDocument();
    await expectVisuallyHidden(canvas.getByText(/^Copy the referral link/));
  },
};

export const AllStates: Story = {
  render: () => (
    <Catalog>
      <CatalogItem label="Names an icon button">
        <Button variant="secondary">
          <span aria-hidden="true">⧉</span>
          <VisuallyHidden>Copy referral link</VisuallyHidden>
        </Button>
      </CatalogItem>
      <CatalogItem label="Adds context to a visible label">
        <Button size="sm" variant="secondary">
          View<VisuallyHidden> the upgrades of ada</VisuallyHidden>
        </Button>
      </CatalogItem>
      <CatalogItem label="Text for assistive technology only">
        <p>
          ₦12,345.00<VisuallyHidden> naira, your wallet balance</VisuallyHidden>
        </p>
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'View the upgrades of ada' })).toBeInTheDocument();
    await expectVisuallyHidden(canvas.getByText('the upgrades of ada', { exact: false }));
  },
};
