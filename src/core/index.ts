export { abortable } from './abortable';
export { createApp, quiet, type App, type AppOptions, type ErrorContext, type Plugin } from './app';
export { defineModel, EffectCancelledError } from './model';
export { defineSlice, putResolve } from './slice';
export { setterOf, type Setter, type SetterOf } from './setter';
export {
  loadingReducer,
  selectEffectLoading,
  selectGlobalLoading,
  selectModelLoading,
  type LoadingState,
} from './loading';
export {
  CALL_HISTORY_METHOD,
  LOCATION_CHANGE,
  go,
  goBack,
  goForward,
  push,
  replace,
  selectLocation,
  type CallHistoryMethodAction,
  type LocationChangeAction,
  type RouterLocation,
  type RouterState,
} from './router';
// Every type of the model contract is public.
export type * from './types';
export {
  configureSubmit,
  submit,
  submitPorts,
  type Confirm,
  type SendOptions,
  type Step,
  type Submission,
  type SubmitFn,
  type SubmitOptions,
  type SubmitPorts,
} from './submit';
