// The UI the sagas drive: the one toast and the copy-link dialog.
// The captcha and SMS gates live in models/gates.ts, which loads with their dialogs.
import { configureSubmit, defineModel, setterOf } from '../core';
import { t } from '../locales';
import { TOAST_SHORT_MS, type ToastKind } from '../../config/app';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  duration: number;
}

export interface UiState {
  toast?: Toast;
  copyLink?: { url: string };
}

const initial: UiState = {};
let toastSeq = 0;

const set = setterOf<UiState>();

const ui = defineModel({
  namespace: 'ui',
  state: initial,
  reducers: {
    showToast: set('toast'),
    hideToast(state, { payload }: { payload: number }) {
      return state.toast?.id === payload ? { ...state, toast: undefined } : state;
    },
    openCopyLink(state, { payload }: { payload: string }) {
      return { ...state, copyLink: { url: payload } };
    },
    closeCopyLink(state) {
      return { ...state, copyLink: undefined };
    },
  },
  effects: (own) => ({
    /** takeLatest: a new toast replaces the old one, and the old one's timer with it. */
    toast: [
      function* ({ payload }: { payload: { text: string; kind?: ToastKind; duration?: number } }, { put, delay }) {
        const id = ++toastSeq;
        const kind = payload.kind ?? 'info';
        const duration = payload.duration ?? TOAST_SHORT_MS;
        yield* put(own.showToast({ id, kind, text: payload.text, duration }));
        yield* delay(duration);
        yield* put(own.hideToast(id));
      },
      { type: 'takeLatest' },
    ],
  }),
});

// While the `submit` kind confirms an order whose answer was lost (`submission.send`), the page says so: the
// loading toast "结果确认中…", never a failure.
configureSubmit({ confirming: () => ui.actions.toast({ text: t('request.outcomeConfirming'), kind: 'loading' }) });

export default ui;

export const selectUi = (s: { ui: UiState }) => s.ui;
export const selectToast = (s: { ui: UiState }) => s.ui.toast;
