import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_STOCKISTS } from '../../testing/commerceFixtures';
import {
  StockistPickerTable,
  type AvailableStockist,
  type StockistPickerTableProps,
} from './StockistPickerTable';

const meta = {
  title: 'UI/Commerce/StockistPickerTable',
  component: StockistPickerTable,
  args: {
    stockists: SAMPLE_STOCKISTS,
    onSelect: fn() as StockistPickerTableProps['onSelect'],
    search: '',
    onSearchChange: fn() as StockistPickerTableProps['onSearchChange'],
    page: 1,
    lastPage: 4,
    perPage: 3,
    total: 11,
    onPageChange: fn() as StockistPickerTableProps['onPageChange'],
  },
} satisfies Meta<typeof StockistPickerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Herbal Hub Ibadan' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.type(canvas.getByLabelText('Search stockists'), 'ikeja{Enter}');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('ikeja'));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {
  argTypes: {
    selectedId: { control: 'number' },
    search: { control: 'text' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    stockists: { control: 'object' },
  },
};

export const Selected: Story = {
  args: { selectedId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Selected Green Leaf Store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Collect at Green Leaf Store');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { stockists: [], search: 'kano' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no stockists')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    selectedId: 99,
    stockists: [
      {
        id: 99,
        store_name: 'The Very Long Named Herbal Wellness and Natural Remedies Store of Lekki Phase One',
        store_address:
          'Plot 1234, Admiralty Way, Off Fola Osibo Road, Lekki Phase One, Eti-Osa Local Government Area',
        store_state: 'lagos',
        store_phone: '+2348031234567',
      },
      ...SAMPLE_STOCKISTS,
    ],
  },
};

function SearchablePicker() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AvailableStockist | null>(null);
  const rows = useMemo(
    () =>
      SAMPLE_STOCKISTS.filter((stockist) =>
        `${stockist.store_name} ${stockist.store_address} ${stockist.store_state}`
          .toLowerCase()
          .includes(search.toLowerCase()),
      ),
    [search],
  );
  return (
    <StockistPickerTable
      stockists={rows}
      search={search}
      onSearchChange={setSearch}
      selectedId={selected?.id ?? null}
      onSelect={setSelected}
    />
  );
}

export const Controlled: Story = {
  render: () => <SearchablePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search stockists'), 'oyo{Enter}');
    await waitFor(() => expect(canvas.queryByText('Green Leaf Store')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Select Herbal Hub Ibadan' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Collect at Herbal Hub Ibadan');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistPickerTable {...args} caption="Available stockists" selectedId={2} />
      <StockistPickerTable {...args} caption="Loading stockists" loading />
      <StockistPickerTable {...args} caption="No stockists" stockists={[]} />
      <StockistPickerTable {...args} caption="Failed stockists" error="An error occurred" />
    </div>
  ),
};
