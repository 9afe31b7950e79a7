import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { t } from '../../locales';

/**
 * The hall's confirmation before an action on a record or an order (退订, 取消订单): 保留 closes it, the confirm
 * closes it and acts.
 */
export function ConfirmDialog({
  open,
  title,
  confirm,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      actions={
        <>
          <Button variant="plain" onClick={onClose}>
            {t('business.rec.keep')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
