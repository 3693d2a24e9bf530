import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDialog, lazyDialog } from './LazyDialog';

function Body({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A dialog whose code arrives when the test says so. */
function deferredDialog() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Body>((resolve) => {
        arrive = () => resolve(Body);
      }),
  );
  return { dialog: lazyDialog(load), load, arrive: () => arrive() };
}

describe('LazyDialog', () => {
  it('shows the fallback, loads nothing until opened, then the dialog once its code is there', async () => {
    const { dialog, load, arrive } = deferredDialog();
    const { rerender } = render(
      <LazyDialog
        dialog={dialog}
        opened={false}
        fallback={<button>Open</button>}
        props={{ text: 'Hello' }}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    rerender(
      <LazyDialog dialog={dialog} opened fallback={<button>Open</button>} props={{ text: 'Hello' }} />,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads once, from pointer enter or focus, and then renders at once', async () => {
    const { dialog, load, arrive } = deferredDialog();
    dialog.triggerProps.onPointerEnter();
    dialog.triggerProps.onFocus();
    dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    render(<LazyDialog dialog={dialog} opened fallback={<p>Loading</p>} props={{ text: 'Ready' }} />);
    // No fallback in between: the code was there already.
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('tries again on the next load after a failed one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Body);
    const dialog = lazyDialog(load);
    await expect(dialog.load()).rejects.toThrow('offline');
    await expect(dialog.load()).resolves.toBe(Body);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
