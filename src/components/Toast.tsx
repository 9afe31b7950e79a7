import { useEffect, useEffectEvent } from 'react';
import * as styles from './Toast.module.css';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { TOAST_SHORT_MS, type ToastKind } from '../../config/app';

// The toast's durations and kinds are the app's (config/app.ts), shared with the `ui` model that drives it.
export { TOAST_FAIL_MS, TOAST_LONG_MS, TOAST_SHORT_MS, type ToastKind } from '../../config/app';
export type ToastId = string | number;

export interface ToastData {
  /** New per show: a new id restarts the timer and replaces the previous toast. */
  id: ToastId;
  kind: ToastKind;
  text: string;
  /** ms until onDone; default TOAST_SHORT_MS, and for `loading` 0 = stays until replaced or cleared. */
  duration?: number;
}

export interface ToastProps {
  toast?: ToastData | null;
  /** Called once with the id when its time is up (never for a toast that was replaced first). */
  onDone: (id: ToastId) => void;
}

/** One toast at a time, in a live region that is always present so screen readers announce each one. */
export function Toast({ toast, onDone }: ToastProps) {
  const done = useEffectEvent(onDone);
  const id = toast?.id;
  const ms = toast ? (toast.duration ?? (toast.kind === 'loading' ? 0 : TOAST_SHORT_MS)) : 0;

  useEffect(() => {
    if (id === undefined || ms <= 0) return undefined;
    const timer = setTimeout(() => done(id), ms);
    return () => clearTimeout(timer);
  }, [id, ms]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          {toast.kind === 'loading' ? (
            <Spinner className={styles.icon} />
          ) : (
            toast.kind !== 'info' && <Icon kind={toast.kind} className={styles.icon} />
          )}
          <span>{toast.text}</span>
        </div>
      )}
    </div>
  );
}
