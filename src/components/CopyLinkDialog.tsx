import { useId, useRef } from 'react';
import * as styles from './CopyLinkDialog.module.css';
import { DialogButtons } from './DialogButtons';
import { Dialog } from './Dialog';
import { copyText } from './copyText';
import { useT, type KitKey } from './i18n';
import './messages';

/** The toasts the owner shows after onCopied (PAGES.md §3.4). */
export const COPY_OK_KEY: KitKey = 'components.copy.ok';
export const COPY_FAIL_KEY: KitKey = 'components.copy.fail';

export interface CopyLinkDialogProps {
  open: boolean;
  /** The address to open in a browser. Shown as text, never as HTML. */
  url: string;
  /** After a copy attempt: the owner shows t(COPY_OK_KEY) or t(COPY_FAIL_KEY) as a toast. */
  onCopied: (ok: boolean) => void;
  /** Close button, Escape or a backdrop tap. */
  onClose: () => void;
  title?: string;
}

/** "Copy this address into a browser" (SPEC §2 Dialogs, PAGES.md §3.4). */
export function CopyLinkDialog({ open, url, onCopied, onClose, title }: CopyLinkDialogProps) {
  const t = useT();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const copy = () => {
    void copyText(url, box.current ?? undefined).then(onCopied);
  };

  return (
    <Dialog
      open={open}
      title={title ?? t('components.copy.title')}
      onCancel={onClose}
      backdropCloses
      describedBy={hintId}
      actions={
        <DialogButtons dismiss="close" onDismiss={onClose} onClick={copy}>
          {t('components.copy.button')}
        </DialogButtons>
      }
    >
      <div ref={box}>
        <p id={hintId} className={styles.hint}>
          {t('components.copy.hint')}
        </p>
        <p className={styles.url}>{url}</p>
      </div>
    </Dialog>
  );
}
