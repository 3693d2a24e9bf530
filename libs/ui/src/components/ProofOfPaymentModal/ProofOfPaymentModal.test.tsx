import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { proofKind } from './ProofOfPaymentModal';
import * as stories from './ProofOfPaymentModal.stories';

const { Default, Open, Pdf, Empty } = composeStories(stories);

describe('ProofOfPaymentModal', () => {
  it('previews an image receipt with a download link', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'View proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment' });
    expect(within(dialog).getByRole('img', { name: 'Proof of payment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'receipt-ada.svg',
    );
  });

  it('previews a PDF receipt in an object', async () => {
    render(<Pdf />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('object')).toHaveAttribute('type', 'application/pdf');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the image cannot be shown', async () => {
    render(<Open url="/broken.png" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Proof of payment' }));
    expect(screen.getByText(/could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/broken.png');
  });

  it('has nothing to download without a receipt', async () => {
    render(<Empty />);
    expect(await screen.findByText('No proof of payment was uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it.each([
    ['/storage/receipts/a.PDF', 'pdf'],
    ['/storage/receipts/a.pdf?v=2', 'pdf'],
    ['data:application/pdf;base64,AAA', 'pdf'],
    ['/storage/receipts/a.jpg', 'image'],
    ['/storage/pdf-receipts/a.png', 'image'],
  ])('treats %s as %s', (url, kind) => {
    expect(proofKind(url)).toBe(kind);
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect((await axe.run(await screen.findByRole('dialog'))).violations).toEqual([]);
  });
});
