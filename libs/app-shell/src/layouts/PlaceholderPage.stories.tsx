import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Shell/PlaceholderPage',
  component: PlaceholderPage,
  parameters: { axe: true },
  args: {
    title: 'Genealogy',
    comingSoon: 'Your network structure: who you placed, left and right, with their packages.',
  },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route that has no screen: its title and what the page will hold. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Genealogy', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Genealogy is coming soon' })).toHaveTextContent(
      'Your network structure',
    );
  },
};
