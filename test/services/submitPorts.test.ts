// The request layer's part of the `submit` kind (src/services/request/submitPorts.ts), on a submit effect that sends
// through its submission: the key kept beyond the tab with its unsure mark, the confirm step's "结果确认中…" and
// its `since` (the key's age less the clocks' margin), which failures are unclear, and the outcome unknown.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'typed-redux-saga';
import { defineModel, submit, submitPorts } from '../../src/core';
import ui from '../../src/models/ui';
import {
  CLOCK_MARGIN_MS,
  forgetIdempotencyKeys,
  idempotencyKeyFor,
  idempotencyKeyMadeAt,
  isIdempotencyUnsure,
  isUnclear,
  noteServerDate,
  OutcomeUnknownError,
  RequestError,
  setIdempotencyOwner,
} from '../../src/services/request';

const INTENT = 'pack:18687120001:FLOW_OUTDOOR';
const REQUEST = { productCode: 'FLOW_OUTDOOR', text: '首次填写', smsCode: '111111' };
const timeout = () => new RequestError('timeout', '请求超时，请稍后重试');
const confirming = ui.actions.toast({ text: '结果确认中…', kind: 'loading' });

/** Stand for the order's endpoint and the read that confirms it; every test provides their answers. */
const api = {
  order: (_key: string): Promise<string> => Promise.reject(new Error('order not provided')),
  read: (_since: number): Promise<string | undefined> => Promise.reject(new Error('read not provided')),
};

const packs = defineModel({
  namespace: 'packs',
  state: { placed: [] as string[] },
  reducers: {
    placed(state, { payload }: { payload: string }) {
      return { ...state, placed: [...state.placed, payload] };
    },
  },
  effects: (own) => ({
    order: submit(
      function* ({ payload }: { payload: typeof REQUEST }, { put }, { send }) {
        const answer = yield* send(
          payload,
          function* (key) {
            return yield* call(api.order, key);
          },
          {
            *confirm(since) {
              return yield* call(api.read, since);
            },
          },
        );
        yield* put(own.placed(answer));
        return answer;
      },
      { intent: () => INTENT },
    ),
  }),
});
const reducer = combineReducers({ packs: packs.reducer });

type Answer = (key: string) => string;
/** Orders `request`, the endpoint and the read answering as given: what was placed, and what escaped. */
const order = (request: typeof REQUEST, send: Answer, read: () => string | undefined) =>
  expectSaga(packs.saga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === api.order) return send((effect.args as [string])[0]);
        if (effect.fn === api.read) return read();
        return next();
      },
    })
    .dispatch(packs.actions.order(request));
const escaped = (result: { effects: { put?: unknown[] } }) =>
  (
    (result.effects.put ?? []).find(
      (e) => (e as { payload: { action: { type: string } } }).payload.action.type === 'packs/order/@@error',
    ) as { payload: { action: { payload: unknown } } } | undefined
  )?.payload.action.payload;
const fail = (error: unknown) => (): never => {
  throw error;
};

beforeEach(() => {
  forgetIdempotencyKeys();
  setIdempotencyOwner('o_sim_001');
});

describe("the request layer's submit ports", () => {
  it('the confirm counts from when the key was made, less the margin of the clocks', () => {
    const key = idempotencyKeyFor(INTENT, 'd');
    expect(key).toMatch(/\S/);
    expect(submitPorts().since(INTENT)).toBe((idempotencyKeyMadeAt(INTENT) ?? 0) - CLOCK_MARGIN_MS);
  });

  it("the confirm counts on the server's clock: a phone 70 minutes fast still finds the order it made", () => {
    const phone = Date.now();
    noteServerDate(new Date(phone - 70 * 60_000).toUTCString(), phone);
    try {
      idempotencyKeyFor(INTENT, 'd');
      const made = idempotencyKeyMadeAt(INTENT) ?? 0;
      // The server's time of the key, to the Date header's second.
      expect(Math.abs(submitPorts().since(INTENT) - (made - 70 * 60_000 - CLOCK_MARGIN_MS))).toBeLessThan(1000);
    } finally {
      noteServerDate(new Date(Date.now()).toUTCString());
    }
  });

  it('the confirm fails too: "结果确认中…", the outcome unknown said so; the retry confirms first and sends nothing', async () => {
    const first = await order(REQUEST, fail(new RequestError('network', '网络异常，请检查网络后重试')), fail(timeout()))
      .put(confirming)
      .silentRun(30);
    const error = escaped(first);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as Error).message).toBe('结果确认中，请稍后在办理记录中查看，或重试');
    expect((error as OutcomeUnknownError).pending).toBe(true);
    expect(isUnclear(error)).toBe(true);
    expect(isIdempotencyUnsure(INTENT)).toBe(true);

    const sent = jest.fn(() => 'po_2');
    const retry = await order(REQUEST, sent, () => 'po_1')
      .put(confirming)
      .silentRun(30);
    expect(sent).not.toHaveBeenCalled();
    expect((retry.storeState as ReturnType<typeof reducer>).packs.placed).toEqual(['po_1']);
    expect(isIdempotencyUnsure(INTENT)).toBe(false);
  });

  it('the request edited after a lost answer: a new key (never the first with another body), confirmed first', async () => {
    const keys: string[] = [];
    const lost = (key: string) => {
      keys.push(key);
      throw timeout();
    };
    await order(REQUEST, lost, () => undefined).silentRun(30);
    // The same request again with a new SMS code: the same key.
    await order({ ...REQUEST, smsCode: '222222' }, lost, () => undefined).silentRun(30);
    expect(keys[1]).toBe(keys[0]);
    // Edited: the confirm is asked first (the first order may be done), then the edit goes with a new key.
    const read = jest.fn((): string | undefined => undefined);
    const edited = await order({ ...REQUEST, text: '改过的描述' }, (key) => (keys.push(key), 'po_1'), read)
      .put(confirming)
      .silentRun(30);
    expect(read).toHaveBeenCalledTimes(1);
    expect(keys[2]).not.toBe(keys[0]);
    expect((edited.storeState as ReturnType<typeof reducer>).packs.placed).toEqual(['po_1']);
  });

  it('a refusal is an answer: nothing confirmed, nothing to confirm next time', async () => {
    const refusal = new RequestError('business', '余额不足', { code: 'E_BALANCE' });
    const read = jest.fn((): string | undefined => 'po_1');
    const result = await order(REQUEST, fail(refusal), read).not.put(confirming).silentRun(30);
    expect(escaped(result)).toBe(refusal);
    expect(read).not.toHaveBeenCalled();
    expect(isIdempotencyUnsure(INTENT)).toBe(false);
  });
});

describe('isUnclear', () => {
  it.each([
    [new RequestError('timeout', 't'), true],
    [new RequestError('network', 'n'), true],
    [new RequestError('shape', 's'), true],
    [new RequestError('http', 'h', { status: 500 }), true],
    [new RequestError('http', 'h', { status: 503 }), true],
    [new RequestError('business', '操作失败'), true], // a body that is no envelope
    [new RequestError('business', '余额不足', { code: 'E_BALANCE' }), false],
    [new RequestError('http', 'h', { status: 401 }), false],
    [new RequestError('http', 'h', { status: 666 }), false],
    [new RequestError('http', 'h', { status: 417 }), false],
    [new RequestError('cancelled', 'c'), false],
    [new OutcomeUnknownError(undefined), true],
    [new Error('x'), false],
  ])('%p → %p', (e, unclear) => {
    expect(isUnclear(e)).toBe(unclear);
  });
});
