import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';
import { useT } from './i18n';

export interface DialogButtonsProps {
  /** The plain button's words: 取消 (a form's) or 关闭 (a sheet's). */
  dismiss: 'cancel' | 'close';
  /** Words of its own for the plain button instead (以后再填, 稍后支付). */
  dismissText?: ReactNode;
  onDismiss: () => void;
  /** The main button's words. */
  children: ReactNode;
  /** What the main button does; without it, it submits the dialog's form. */
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Both buttons fill the row's width. */
  block?: boolean;
}

/** A dialog's usual button row (its `actions`): the plain one that dismisses it, then the main one. */
export function DialogButtons({
  dismiss,
  dismissText,
  onDismiss,
  children,
  onClick,
  loading,
  disabled,
  block,
}: DialogButtonsProps) {
  const t = useT();
  return (
    <>
      <Button variant="plain" block={block} onClick={onDismiss}>
        {dismissText ?? t(dismiss === 'cancel' ? 'common.cancel' : 'common.close')}
      </Button>
      <Button
        type={onClick ? 'button' : 'submit'}
        block={block}
        onClick={onClick}
        loading={loading}
        disabled={disabled}
      >
        {children}
      </Button>
    </>
  );
}

export interface FormDialogProps extends Omit<DialogProps, 'open' | 'actions' | 'onSubmit'> {
  onSubmit: () => void;
  /** The submit button's words; 确定 when absent. */
  submit?: ReactNode;
  /** The submission is under way: the submit button is busy. */
  busy?: boolean;
}

/** A dialog that is a form, open while it is rendered: 取消 and the submit button, and Enter in a field submits. */
export function FormDialog({ submit, busy, onCancel, children, ...rest }: FormDialogProps) {
  const t = useT();
  return (
    <Dialog
      {...rest}
      open
      onCancel={onCancel}
      actions={
        <DialogButtons dismiss="cancel" onDismiss={onCancel} loading={busy}>
          {submit ?? t('common.confirm')}
        </DialogButtons>
      }
    >
      {children}
    </Dialog>
  );
}
