import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMessages } from '../i18n/UiProvider';
import { CloseIcon } from '../icons/CloseIcon';
import * as styles from './Toast.css';

/** The kinds of notification (§3 "Notification: type (success or error) and text"). */
export const toastTypes = ['success', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

/** §4: notifications disappear after 3 seconds. */
export const TOAST_DURATION = 3000;

export const toastSwipeDirections = ['right', 'left', 'up', 'down'] as const;
export type ToastSwipeDirection = (typeof toastSwipeDirections)[number];

export interface ToastProps
  extends Omit<
    ComponentPropsWithRef<typeof ToastPrimitive.Root>,
    'type' | 'className' | 'style' | 'asChild' | 'children' | 'title'
  > {
  type: ToastType;
  text: ReactNode;
}

function ToastIcon({ type, label }: { type: ToastType; label: string }) {
  // Named, so the type is not told by colour alone; no <title>, so the announcement stays the text.
  return (
    <svg
      className={styles.icon({ type })}
      role="img"
      aria-label={label}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {type === 'success' ? (
        <path
          d="M5.8 10.3l2.8 2.8 5.6-6"
          className={styles.iconMark}
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          className={styles.iconMark}
          d="M10 5.5v5.5M10 14.2v.1"
          fill="none"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * One notification. Errors are announced assertively, successes politely. It closes itself after the
 * provider's `duration` (3 s) unless given its own; hovering or focusing the notifications pauses the
 * timer. Closable with its button, Escape or a swipe. Render it inside a `ToastProvider`, or use
 * `useToast()`.
 */
export function Toast({ type, text, ...rest }: ToastProps) {
  const { t } = useMessages();
  return (
    <ToastPrimitive.Root
      {...rest}
      // Radix: a foreground toast is announced assertively, a background one politely.
      type={type === 'error' ? 'foreground' : 'background'}
      className={styles.toast({ type })}
      data-type={type}
    >
      <ToastIcon type={type} label={t(type === 'error' ? 'toast.error' : 'toast.success')} />
      <ToastPrimitive.Description className={styles.text}>{text}</ToastPrimitive.Description>
      <ToastPrimitive.Close className={styles.close} aria-label={t('toast.close')}>
        <CloseIcon size={18} />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** What `toast()` takes: the notification of §3, and optionally its own duration in ms. */
export interface ToastOptions {
  type: ToastType;
  text: string;
  duration?: number;
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes one notification, or all of them without an id. */
  dismiss: (id?: number) => void;
}

interface QueuedToast extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** How long a notification stays, in ms. Defaults to 3000 (§4). */
  duration?: number;
  /** The direction a notification is swiped away in. Defaults to `right`. */
  swipeDirection?: ToastSwipeDirection;
  /** The most notifications on screen at once; showing another closes the oldest. Defaults to 3. */
  limit?: number;
  children?: ReactNode;
}

/**
 * Holds the site's notifications: renders the labelled notifications region (F8 jumps to it) and gives
 * `useToast()` to the components below it. Put it once near the root of the site.
 */
export function ToastProvider({
  duration = TOAST_DURATION,
  swipeDirection = 'right',
  limit = 3,
  children,
}: ToastProviderProps) {
  const { t } = useMessages();
  const [toasts, setToasts] = useState<readonly QueuedToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id?: number) => {
    setToasts((list) =>
      list.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((list) => {
        // Closed ones have played out by now; past the limit, the oldest open ones close.
        const open = list.filter((item) => item.open);
        const overflow = Math.max(0, open.length + 1 - Math.max(1, limit));
        return [
          ...open.map((item, index) => (index < overflow ? { ...item, open: false } : item)),
          { ...options, id, open: true },
        ];
      });
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        duration={duration}
        swipeDirection={swipeDirection}
        label={t('toast.announce')}
      >
        {children}
        {toasts.map((item) => (
          <Toast
            key={item.id}
            type={item.type}
            text={item.text}
            duration={item.duration}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
          />
        ))}
        <ToastPrimitive.Viewport className={styles.viewport} label={t('toast.region')} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `toast({ type, text })` and `dismiss(id?)` of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return api;
}
