import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** A dialog's code, loaded when it is first opened (lazyDialog). */
export interface LazyDialogCode<P extends object> {
  /** The component; it suspends until its code is there (render it inside LazyDialog). */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the code (once; again after a failure). */
  readonly load: () => Promise<ComponentType<P>>;
  /** Starts loading without waiting: when the pointer enters or the focus reaches what opens it. */
  readonly preload: () => void;
  /** Spread on what opens the dialog: preloads on pointer enter and on focus. */
  readonly triggerProps: { readonly onPointerEnter: () => void; readonly onFocus: () => void };
}

/**
 * A dialog (or any body shown on demand) whose code loads when it is first opened, not with the
 * page (docs/adr/0014-static-delivery.md#budgets): `load` is a dynamic import, e.g.
 * `lazyDialog(() => import('./Big').then((module) => module.Big))`, called once at module level.
 * Once the code is there (opened before, or preloaded), it renders at once without suspending.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialogCode<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next opening tries again
        throw error;
      },
    ));
  const Component = lazy(() => {
    const component = loaded;
    // Already loaded: a thenable that answers synchronously, so React renders it without a fallback.
    if (component)
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      } as Promise<{ default: ComponentType<P> }>;
    return start().then((next) => ({ default: next }));
  });
  const preload = () => {
    start().catch(() => undefined); // a failure shows when the dialog is opened
  };
  return { Component, load: start, preload, triggerProps: { onPointerEnter: preload, onFocus: preload } };
}

export interface LazyDialogProps<P extends object> {
  /** The dialog's code (lazyDialog, at module level). */
  dialog: LazyDialogCode<P>;
  /** True from the first opening on: the dialog renders from then (and stays, so it can close itself). */
  opened: boolean;
  /** Shown before the first opening and while the code loads: what opens it (with a spinner meanwhile). */
  fallback: ReactNode;
  /** The dialog's props. */
  props: P;
}

/** Renders `fallback` until the dialog is first opened, then the dialog (fallback again while its code loads). */
export function LazyDialog<P extends object>({ dialog, opened, fallback, props }: LazyDialogProps<P>) {
  if (!opened) return <>{fallback}</>;
  const { Component } = dialog;
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  );
}
