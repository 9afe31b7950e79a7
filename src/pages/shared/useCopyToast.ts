// Copying a share link or a code, and the toast that says whether it went: each family's share and code buttons,
// each with its own words.
import { copyText } from '../../components/copyText';
import { t, type MessageKey } from '../../locales';
import { useAppDispatch } from '../../models/hooks';
import ui from '../../models/ui';

/**
 * `copy(text, container?)` copies `text` (its fallback textarea goes into `container`, so a dialog keeps its
 * focus) and toasts `copied` or `failed`; it resolves to whether it copied, and never rejects.
 */
export function useCopyToast(copied: MessageKey, failed: MessageKey) {
  const dispatch = useAppDispatch();
  return (text: string, container?: HTMLElement): Promise<boolean> =>
    copyText(text, container).then((ok) => {
      void dispatch(ui.actions.toast({ text: t(ok ? copied : failed), kind: ok ? 'success' : 'fail' }));
      return ok;
    });
}
