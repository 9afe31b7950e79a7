import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Dialog.module.css';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const focusables = (node: HTMLElement) => Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));

/** Open dialogs, innermost last: only that one traps focus (a captcha prompt over a sheet must not fight it). */
const stack: HTMLElement[] = [];

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, and a backdrop tap when `backdropCloses`. */
  onCancel: () => void;
  children?: ReactNode;
  /** The button row at the bottom. */
  actions?: ReactNode;
  /** When given, body and actions are one <form noValidate>: Enter in a field submits. */
  onSubmit?: () => void;
  backdropCloses?: boolean;
  /** id of the text that describes the dialog. */
  describedBy?: string;
}

/**
 * Modal base: labelled by its title, focus moves to the [data-autofocus] or first control on open and is trapped inside,
 * Escape cancels, focus goes back to the opener on close. A bottom sheet on phones, centred on wider screens.
 */
export function Dialog({
  open,
  title,
  onCancel,
  children,
  actions,
  onSubmit,
  backdropCloses,
  describedBy,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const node = ref.current;
    if (!open || !node) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const focusFirst = () => (focusables(node)[0] ?? node).focus();
    stack.push(node);
    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0] ?? node).focus();
    // Focus that escapes (a tap on the page behind, a screen reader) is brought back.
    const onFocusIn = (e: FocusEvent) => {
      if (stack[stack.length - 1] === node && !node.contains(e.target as Node)) focusFirst();
    };
    document.addEventListener('focusin', onFocusIn);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(node), 1);
      document.body.style.overflow = overflow;
      if (opener && opener !== document.body && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // React events bubble through portals: a dialog opened from inside this one handles its own keys.
    if (!ref.current?.contains(e.target as Node)) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const list = focusables(ref.current);
    const first = list[0];
    const last = list[list.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      e.preventDefault();
    } else if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };

  const content = (
    <>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={backdropCloses ? onCancel : undefined} aria-hidden="true" />
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onSubmit ? (
          <form noValidate onSubmit={submit}>
            {content}
          </form>
        ) : (
          content
        )}
      </div>
    </div>,
    document.body,
  );
}
