import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StyledError, StyledField, StyledLabel } from '../TextField/TextField.styles';
import {
  checkUpload,
  FileUploadField,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  UPLOAD_SIZE_MESSAGE,
  type FileUploadFieldProps,
} from './FileUploadField';

const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const smallPng = () => new File([pngBytes], 'receipt.png', { type: 'image/png' });
const bigPdf = () => new File([new Uint8Array(600 * 1024)], 'statement.pdf', { type: 'application/pdf' });

interface DemoProps extends Partial<FileUploadFieldProps> {
  initial?: File | null;
  label?: string;
}

/** A labelled, controlled field that checks the chosen file like the forms do. */
function UploadDemo({ initial = null, label = 'Payment receipt', onChange, ...rest }: DemoProps) {
  const [file, setFile] = useState<File | null>(initial);
  const id = useId();
  const problem = file ? checkUpload(file, RECEIPT_TYPES, RECEIPT_TYPE_MESSAGE) : null;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <FileUploadField
        id={id}
        value={file}
        types={RECEIPT_TYPES}
        removeLabel="Remove receipt"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(next) => {
          setFile(next);
          onChange?.(next);
        }}
        {...rest}
      />
      {problem ? <StyledError id={`${id}-error`}>{problem}</StyledError> : null}
    </StyledField>
  );
}

const meta = {
  title: 'UI/Admin/FileUploadField',
  component: FileUploadField,
  args: { value: null, onChange: fn() as FileUploadFieldProps['onChange'] },
  render: (args) => <UploadDemo onChange={args.onChange} {...(args.disabled ? { disabled: true } : {})} />,
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = smallPng();
    await userEvent.upload(canvas.getByLabelText('Payment receipt'), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await waitFor(() => expect(canvas.getByText(/receipt\.png/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt' }));
    await expect(canvas.queryByText(/receipt\.png/)).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    disabled: { control: 'boolean' },
    preview: { control: 'boolean' },
    removeLabel: { control: 'text' },
    types: { control: 'object' },
    value: { control: false },
  },
};

export const WithFile: Story = { render: () => <UploadDemo initial={smallPng()} /> };

export const Invalid: Story = {
  render: () => <UploadDemo initial={bigPdf()} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(UPLOAD_SIZE_MESSAGE)).toBeVisible());
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongContent: Story = {
  render: () => (
    <UploadDemo
      initial={
        new File([pngBytes], 'bank-transfer-receipt-for-stockist-registration-lagos-branch-2026.png', {
          type: 'image/png',
        })
      }
    />
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <UploadDemo label="Empty" />
      <UploadDemo label="Chosen" initial={smallPng()} />
      <UploadDemo label="Too large" initial={bigPdf()} />
      <UploadDemo label="Disabled" disabled />
    </div>
  ),
};
