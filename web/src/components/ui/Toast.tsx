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
import { cx } from './cx';
import { Icon } from './Icon';
import type { Tone } from './Alert';
import { closeIcon } from './icons/close';
import { errorIcon } from './icons/error';
import { infoIcon } from './icons/info';
import { successIcon } from './icons/success';
import styles from './Toast.module.css';

export const TOAST_DURATION_MS = 5000;

interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
}

export interface ToastApi {
  show(message: string, tone?: Tone): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Where the toasts sit: bottom (right on wide screens), or start: clear of a page's bottom button and summary column. */
export type ToastPlacement = 'bottom' | 'start';
const PlacementContext = createContext<(placement: ToastPlacement) => void>(() => undefined);

/** Toasts go in one aria-live polite region and vanish after 5 s (or when dismissed). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, tone: Tone = 'info') => {
      const id = next.current++;
      // The same message again replaces the one on screen (announced afresh), never stacks.
      setItems((list) => [
        ...list.filter((t) => t.message !== message || t.tone !== tone).slice(-3),
        { id, tone, message },
      ]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      info: (m) => show(m, 'info'),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      <PlacementContext.Provider value={setPlacement}>{children}</PlacementContext.Provider>
      <div
        className={styles.toasts}
        data-placement={placement}
        aria-live="polite"
        aria-relevant="additions text"
        data-testid="toasts"
      >
        {items.map((t) => (
          <div key={t.id} className={cx(styles.toast, styles[t.tone])} data-testid="toast">
            <Icon
              icon={t.tone === 'success' ? successIcon : t.tone === 'error' ? errorIcon : infoIcon}
              className={styles.icon}
            />
            <p className={styles.text}>{t.message}</p>
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss notification"
              onClick={() => dismiss(t.id)}
            >
              <Icon icon={closeIcon} size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Moves the toasts to `placement` while the calling screen is mounted (checkout: clear of Place order). */
export function useToastPlacement(placement: ToastPlacement) {
  const setPlacement = useContext(PlacementContext);
  useEffect(() => {
    setPlacement(placement);
    return () => setPlacement('bottom');
  }, [setPlacement, placement]);
}
