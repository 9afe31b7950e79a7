// The toast's durations and kinds (SPEC §9), shared by the `ui` model that shows toasts and the component that
// draws them: a model never imports from components/, and components never import models.

/** SPEC §9: 3 s short, 8 s long, failures 3 s. Whoever shows a toast picks its duration. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;
export const TOAST_FAIL_MS = 3000;

export type ToastKind = 'info' | 'success' | 'fail' | 'loading';
