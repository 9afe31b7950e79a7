// The physical prize's address: typed (kept in the tab as a draft, never a code) and saved, checked at the fields
// first. Effects of the `benefits` model (its namespace), kept apart so the model fits on a screen.
import { call, put, select } from 'typed-redux-saga';
import { submit, type PayloadCreator } from '../../core';
import { t } from '../../locales';
import * as omowebApi from '../../services/api/omoweb';
import { clearDraft, saveDraft } from '../shared/draft';
import { addressProblems, type AddressErrors } from './rules';
import { ADDRESS_DRAFT, slice, type AddressForm } from './state';
import { toast } from './steps';

export const addressEffects = (
  own: {
    editAddress: PayloadCreator<Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>>>;
    addressErrors: PayloadCreator<AddressErrors>;
    setAddressError: PayloadCreator<string | undefined>;
    openAddress: PayloadCreator<Omit<AddressForm, 'errors'> | undefined>;
  },
  readPrizes: (actId: string) => Generator<unknown, void, unknown>,
) => ({
  /** takeEvery: what the customer types in the address form is kept in the tab (never a code). */
  typeAddress: function* ({
    payload,
  }: {
    payload: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>>;
  }) {
    yield* put(own.editAddress(payload));
    const { address } = yield* select(slice);
    if (address) {
      const { recordId, name, phone, areaCode, detail } = address;
      yield* call(saveDraft, ADDRESS_DRAFT, { recordId, name, phone, areaCode, detail });
    }
  },

  /** submit: the prize's address, checked at the fields first (the server checks the same). */
  saveAddress: submit(
    function* ({ payload }: { payload: { recordId: string } }, _fx, { keyFor }) {
      const { address, actId } = yield* select(slice);
      if (!address || !actId || address.recordId !== payload.recordId) return false;
      const errors = addressProblems(address);
      if (Object.keys(errors).length) {
        yield* put(own.addressErrors(errors));
        return false;
      }
      const { name, phone, areaCode, detail } = address;
      const req = {
        actId,
        recordId: address.recordId,
        address: { name: name.trim(), phone, areaCode, detail: detail.trim() },
      };
      // An address edited after a lost answer is another request: another key.
      yield* call(omowebApi.bindInfo, req, { idempotencyKey: yield* keyFor(req) });
      yield* call(clearDraft, ADDRESS_DRAFT);
      yield* put(own.openAddress(undefined));
      yield* toast(t('benefits.address.saved'), 'success');
      yield* call(readPrizes, actId);
      return true;
    },
    { intent: ({ recordId }) => `address:${recordId}`, refused: own.setAddressError },
  ),
});
