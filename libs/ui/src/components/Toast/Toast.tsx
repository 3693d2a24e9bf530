import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Tone } from '../Alert/Alert.styles';
import { StyledToast, StyledToastClose, StyledToastMessage, StyledToastRegion } from './Toast.styles';

export type ToastTone = Tone;

export interface ToastOptions {
  tone?: ToastTone;
  message: string;
  /** Milliseconds before the toast goes away; defaults to the provider's duration. */
  duration?: number;
}

export interface ToastApi {
  show: (options: ToastOptions) => void;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Auto-dismiss delay in milliseconds (default 5000). */
  duration?: number;
}

function ToastEntry({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onDismiss]);

  return (
    <StyledToast $tone={item.tone} data-tone={item.tone}>
      <StyledToastMessage>{item.message}</StyledToastMessage>
      <StyledToastClose type="button" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        ×
      </StyledToastClose>
    </StyledToast>
  );
}

/** Holds the toasts and renders them into one polite aria-live region. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    ({ tone = 'info', message, duration: itemDuration }: ToastOptions) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, tone, message, duration: itemDuration ?? duration }]);
    },
    [duration],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledToastRegion
        role="region"
        aria-label="Notifications"
        aria-live="polite"
        data-testid="toast-region"
      >
        {items.map((item) => (
          <ToastEntry key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </StyledToastRegion>
    </ToastContext.Provider>
  );
}

/** `show({ tone, message })` from anywhere under ToastProvider (or UiProvider). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider> or <UiProvider>.');
  }
  return api;
}
