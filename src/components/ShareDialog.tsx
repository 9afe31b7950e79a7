import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { DialogButtons } from './DialogButtons';
import * as styles from './ShareDialog.module.css';

export interface ShareDialogProps {
  open: boolean;
  /** The address shared, shown whole (text, never HTML). */
  link: string;
  /** Inside WeChat the customer shares from the menu: the sheet says so and closes; elsewhere it copies the link. */
  inWeChat: boolean;
  title: string;
  hint: string;
  doneLabel: string;
  copyLabel: string;
  onClose: () => void;
  /** The copy button: the owner copies the link out of `box` (copyText) and says how it went. */
  onCopy: (box: HTMLElement | undefined) => void;
  /** What the sheet shows between the hint and the link (e.g. the card WeChat will show). */
  children?: ReactNode;
}

/** The share sheet of a promotion or an offer (PAGES.md §3.3): the page's own texts, one way to show and copy. */
export function ShareDialog(p: ShareDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      backdropCloses
      actions={
        p.inWeChat ? (
          <Button onClick={p.onClose}>{p.doneLabel}</Button>
        ) : (
          <DialogButtons dismiss="close" onDismiss={p.onClose} onClick={() => p.onCopy(box.current ?? undefined)}>
            {p.copyLabel}
          </DialogButtons>
        )
      }
    >
      <div ref={box}>
        <p className={styles.hint}>{p.hint}</p>
        {p.children}
        <p className={styles.link}>{p.link}</p>
      </div>
    </Dialog>
  );
}
