// The images of a ticket form other than the complaint's own (a suggestion, an appeal's evidence, the material a
// pending ticket asks for): the complaint form's rules (up to 3, jpg or png, 5 MB each; formMain/upload one by one,
// a failed upload retried alone while its file is at hand), one set per form, its uploaded images kept in the
// form's draft (sessionStorage) so that they survive a failure, a reload and a re-login.
import { call, select } from 'typed-redux-saga';
import { defineModel } from '../../core';
import type { MessageKey } from '../../locales';
import * as activityApi from '../../services/api/activity';
import { randomId } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { messageOf } from '../shared/load';
import { fileProblem, IMAGES_MAX, type ImageSlot } from './complainForm';

export interface ImagesState {
  /** The images of each form, by the form's name. */
  sets: Record<string, ImageSlot[]>;
  /** Why the last pick of a form was refused (type, size, count). */
  problems: Record<string, MessageKey | undefined>;
}

const initial: ImagesState = { sets: {}, problems: {} };

/** The slice, for this model's own sagas (the model cannot name itself inside its definition). */
const ownSlice = (s: { complainImages: ImagesState }) => s.complainImages;

/** The images of a form (none yet: an empty list). */
export const imagesOf = (s: ImagesState, set: string): ImageSlot[] => s.sets[set] ?? [];

/** The file ids of a form's uploaded images, for the submission. */
export const fileIds = (slots: ImageSlot[]): string[] =>
  slots.flatMap((i) => (i.status === 'done' && i.fileId ? [i.fileId] : []));

/** Every image of the form is uploaded (none uploading, none failed). */
export const allUploaded = (slots: ImageSlot[]): boolean => slots.every((i) => i.status === 'done');

/** The draft of a form's uploaded images. */
export const imagesDraft = (set: string) => `complain:images:${set}`;

const isSlots = (v: Record<string, unknown>): v is Record<string, unknown> & { images: ImageSlot[] } =>
  Array.isArray(v.images) &&
  v.images.every(
    (i: unknown) =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as ImageSlot).key === 'string' &&
      typeof (i as ImageSlot).fileId === 'string',
  );

/** The files of the images on the page, for a retry (never in the store: a File is not state). */
const files = new Map<string, Blob & { name?: string }>();

function* keep(set: string) {
  const slots = imagesOf(yield* select(ownSlice), set);
  yield* call(saveDraft, imagesDraft(set), { images: slots.filter((i) => i.status === 'done') });
}

const complainImages = defineModel({
  namespace: 'complainImages',
  state: initial,
  reducers: {
    setAll(state, { payload }: { payload: { set: string; images: ImageSlot[] } }) {
      return {
        sets: { ...state.sets, [payload.set]: payload.images },
        problems: { ...state.problems, [payload.set]: undefined },
      };
    },
    setImage(state, { payload }: { payload: { set: string; image: ImageSlot } }) {
      const list = imagesOf(state, payload.set);
      const has = list.some((i) => i.key === payload.image.key);
      const images = has
        ? list.map((i) => (i.key === payload.image.key ? payload.image : i))
        : [...list, payload.image];
      return {
        sets: { ...state.sets, [payload.set]: images },
        problems: { ...state.problems, [payload.set]: undefined },
      };
    },
    dropImage(state, { payload }: { payload: { set: string; key: string } }) {
      const images = imagesOf(state, payload.set).filter((i) => i.key !== payload.key);
      return { ...state, sets: { ...state.sets, [payload.set]: images } };
    },
    setProblem(state, { payload }: { payload: { set: string; problem: MessageKey | undefined } }) {
      return { ...state, problems: { ...state.problems, [payload.set]: payload.problem } };
    },
  },
  effects: (own) => ({
    /** Opens a form's images: the uploaded ones of its draft, if any. */
    open: function* ({ payload }: { payload: string }, { put }) {
      const draft = yield* call(readDraft<{ images: ImageSlot[] }>, imagesDraft(payload), isSlots);
      yield* put(
        own.setAll({ set: payload, images: draft ? draft.images.map((i) => ({ ...i, status: 'done' })) : [] }),
      );
    },
    /**
     * One image: checked here, then uploaded; a failure stays on its slot. Given the key of a failed slot (and no
     * file), uploads that image again from the file still at hand.
     */
    upload: function* (
      { payload }: { payload: { set: string; file?: Blob & { name?: string }; key?: string } },
      { put },
    ) {
      const { set } = payload;
      const slots = imagesOf(yield* select(ownSlice), set);
      const file = payload.file ?? (payload.key ? files.get(payload.key) : undefined);
      if (!file) return;
      const key = payload.key ?? (yield* call(randomId));
      const name = file.name ?? slots.find((i) => i.key === key)?.name ?? 'image';
      if (!payload.key && slots.length >= IMAGES_MAX) {
        yield* put(own.setProblem({ set, problem: 'complain.form.imagesMax' }));
        return;
      }
      const problem = fileProblem(file);
      if (problem) {
        yield* put(own.setProblem({ set, problem }));
        return;
      }
      files.set(key, file);
      yield* put(own.setImage({ set, image: { key, name, status: 'uploading' } }));
      try {
        const up = yield* call(activityApi.formMainUpload, file);
        yield* put(own.setImage({ set, image: { key, name, status: 'done', fileId: up.fileId, url: up.url } }));
        files.delete(key);
        yield* call(keep, set);
      } catch (e) {
        yield* put(own.setImage({ set, image: { key, name, status: 'error', message: messageOf(e) } }));
      }
    },
    remove: function* ({ payload }: { payload: { set: string; key: string } }, { put }) {
      files.delete(payload.key);
      yield* put(own.dropImage(payload));
      yield* call(keep, payload.set);
    },
    /** The form went through: its images are forgotten. */
    clear: function* ({ payload }: { payload: string }, { put }) {
      yield* call(clearDraft, imagesDraft(payload));
      yield* put(own.setAll({ set: payload, images: [] }));
    },
  }),
});

export default complainImages;
