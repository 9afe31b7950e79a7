// The complaint form's rules, apart from its model: what the customer types (kept in the draft), the limits of the
// description and the images, and what keeps the form from going (the server judges again).
import type { MessageKey } from '../../locales';
import { CODE_RE, PHONE_RE, type Problem } from '../shared/phone';
import { CATEGORIES, needsSms } from './tickets';

export const TEXT_MIN = 10;
export const TEXT_MAX = 500;
export const IMAGES_MAX = 3;
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** What the customer typed: kept in the draft (the SMS code is not). */
export interface ComplaintForm {
  /** The draft's id: its idempotency key is made once from it. */
  id: string;
  root: string;
  sub: string;
  phone: string;
  contactPhone: string;
  occurredOn: string;
  text: string;
  relatedOrder: string;
}

/** One image: uploading, uploaded (its file id), or failed (with a retry while the file is at hand). */
export interface ImageSlot {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  fileId?: string;
  url?: string;
  message?: string;
}

export type FieldName = 'category' | 'phone' | 'contactPhone' | 'text' | 'images' | 'smsCode';
export type FormErrors = Partial<Record<FieldName, Problem>>;

export const emptyForm = (phone = ''): ComplaintForm => ({
  id: '',
  root: '',
  sub: '',
  phone,
  contactPhone: phone,
  occurredOn: '',
  text: '',
  relatedOrder: '',
});

const STRINGS: (keyof ComplaintForm)[] = [
  'id',
  'root',
  'sub',
  'phone',
  'contactPhone',
  'occurredOn',
  'text',
  'relatedOrder',
];

/** The draft of the form (its images are kept by their own set, imagesModel). */
export interface Draft {
  form: ComplaintForm;
}
export const isDraft = (v: Record<string, unknown>): v is Record<string, unknown> & Draft =>
  typeof v.form === 'object' &&
  v.form !== null &&
  STRINGS.every((k) => typeof (v.form as Record<string, unknown>)[k] === 'string');

/** What is wrong with the form before it goes (the server judges again). */
export function problemsOf(s: { form: ComplaintForm; smsCode: string; images: ImageSlot[] }): FormErrors {
  const { form } = s;
  const errors: FormErrors = {};
  const root = CATEGORIES.find((c) => c.root === form.root);
  if (!root || !root.subs.some(([name]) => name === form.sub))
    errors.category = { key: 'complain.form.categoryRequired' };
  if (!PHONE_RE.test(form.phone)) errors.phone = { key: 'complain.form.phoneInvalid' };
  if (form.contactPhone && !PHONE_RE.test(form.contactPhone))
    errors.contactPhone = { key: 'complain.form.phoneInvalid' };
  const n = form.text.trim().length;
  if (n < TEXT_MIN || n > TEXT_MAX) errors.text = { key: 'complain.form.textLength' };
  if (s.images.some((i) => i.status !== 'done')) errors.images = { key: 'complain.form.imagesPending' };
  if (needsSms([form.root, form.sub]) && !CODE_RE.test(s.smsCode))
    errors.smsCode = { key: 'complain.form.codeRequired' };
  return errors;
}

/** Why a picked file cannot be uploaded, if it cannot. */
export function fileProblem(file: { type: string; size: number }): MessageKey | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'complain.form.imageType';
  if (file.size > IMAGE_BYTES_MAX) return 'complain.form.imageSize';
  return undefined;
}
