import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { t } from '../../locales';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The confirmation's title, its words and its confirm button's words. */
  title: string;
  copy: ReactNode;
  confirm: string;
  onConfirm: () => void;
}

/**
 * A button of the hall that asks before it acts on a record or an order (退订, 取消订单): it opens the confirmation;
 * 再想想 closes it, the confirm closes it and acts.
 */
export function ConfirmButton({ title, copy, confirm, onConfirm, ...button }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)} />
      <Dialog
        open={asking}
        title={title}
        onCancel={close}
        actions={
          <>
            <Button variant="plain" onClick={close}>
              {t('business.rec.keep')}
            </Button>
            <Button
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirm}
            </Button>
          </>
        }
      >
        <p>{copy}</p>
      </Dialog>
    </>
  );
}
