import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  RECEIPT_TYPES,
  uploadRule,
  UPLOAD_SIZE_MESSAGE,
} from './FileUploadField';
import * as stories from './FileUploadField.stories';

const { Default, Invalid, Disabled } = composeStories(stories);

const fileOf = (size: number, type: string, name = 'file') =>
  new File([new Uint8Array(size)], name, { type });

describe('FileUploadField', () => {
  it('reports the chosen file and removes it again', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    const file = fileOf(2048, 'image/png', 'receipt.png');
    await userEvent.upload(screen.getByLabelText('Payment receipt'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('receipt.png (2 kB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/receipt\.png/)).not.toBeInTheDocument();
  });

  it('shows the 500kB message for a larger file', () => {
    render(<Invalid />);
    expect(screen.getByText(UPLOAD_SIZE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Payment receipt')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is disabled when asked', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('Payment receipt')).toBeDisabled();
  });

  describe('checkUpload', () => {
    it.each([
      [MAX_UPLOAD_BYTES, 'image/jpeg', null],
      [MAX_UPLOAD_BYTES + 1, 'image/jpeg', UPLOAD_SIZE_MESSAGE],
      [10, 'application/pdf', 'Choose a JPEG, PNG or WebP image'],
      [10, 'image/gif', 'Choose a JPEG, PNG or WebP image'],
    ])('a %i byte %s file gives %s', (size, type, expected) => {
      expect(checkUpload(fileOf(size, type))).toBe(expected);
    });

    it('accepts a PDF receipt', () => {
      expect(checkUpload(fileOf(10, 'application/pdf'), RECEIPT_TYPES)).toBeNull();
    });
  });

  describe('uploadRule', () => {
    it('requires a file only when given a required message', () => {
      expect(uploadRule().safeParse(null).success).toBe(true);
      const required = uploadRule({ requiredMessage: 'Payment receipt is required' }).safeParse(null);
      expect(required.success).toBe(false);
      expect(required.error?.issues[0]?.message).toBe('Payment receipt is required');
    });

    it('rejects a file above 500 kB', () => {
      const result = uploadRule().safeParse(fileOf(MAX_UPLOAD_BYTES + 1, 'image/png'));
      expect(result.error?.issues[0]?.message).toBe(UPLOAD_SIZE_MESSAGE);
    });
  });
});
