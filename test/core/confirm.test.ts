// The `submit` kind's confirm step (`submission.send`): an order sent once with the intent's key, marked unsure while
// it is on its way; an unclear failure (a lost answer) is said to be confirming and read back through the confirm
// step: the work done is the success, nothing found is the failure (the retry sends the same key), a confirm that
// fails too is the outcome unknown (the retry confirms first). A refusal is an answer: nothing confirmed. A success
// that does not say what it did is asked again with the same key. The ports are a fake of the request layer's.
import { call } from 'typed-redux-saga';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { configureSubmit, defineModel, submit, submitPorts, type Step, type SubmitPorts } from '../../src/core';

class Refusal extends Error {}
class Lost extends Error {}
class Unknown extends Error {
  constructor(readonly cause: unknown) {
    super('unknown');
  }
}

const SINCE = 1_000;
const confirming = { type: 'test/confirming' };

let keys: Map<string, { key: string; digest: string }>;
let unsure: Set<string>;
let made = 0;
let saved: SubmitPorts;
beforeAll(() => {
  saved = { ...submitPorts() };
});
afterAll(() => configureSubmit(saved));
beforeEach(() => {
  keys = new Map();
  unsure = new Set();
  made = 0;
  configureSubmit({
    // As the request layer's: one key per intent and request, its unsure mark kept when the request changes.
    keyFor: (intent, digest) => {
      const found = keys.get(intent);
      if (found?.digest === digest) return found.key;
      const key = `key-${(made += 1)}`;
      keys.set(intent, { key, digest });
      return key;
    },
    digest: (request) => JSON.stringify(request),
    release: (intent) => {
      keys.delete(intent);
      unsure.delete(intent);
    },
    saveDraft: () => undefined,
    clearDraft: () => undefined,
    refusal: (e) => (e instanceof Refusal ? e.message : undefined),
    isCancel: () => false,
    markUnsure: (intent, on) => void (on ? unsure.add(intent) : unsure.delete(intent)),
    isUnsure: (intent) => unsure.has(intent),
    since: () => SINCE,
    isUnclear: (e) => e instanceof Lost || e instanceof Unknown,
    outcomeUnknown: (cause) => new Unknown(cause),
    confirming: () => confirming,
  });
});

/** Stand for the order's endpoint and the read that confirms it; every test provides their answers. */
const api = {
  order: (_key: string): Promise<string> => Promise.reject(new Error('order not provided')),
  read: (_since: number, _key: string): Promise<string | undefined> => Promise.reject(new Error('read not provided')),
  pay: (_key: string): Promise<string> => Promise.reject(new Error('pay not provided')),
};

const shop = defineModel({
  namespace: 'shop',
  state: { refusal: undefined as string | undefined, placed: [] as string[], keys: [] as string[] },
  reducers: {
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload };
    },
    placed(state, { payload }: { payload: string }) {
      return { ...state, placed: [...state.placed, payload] };
    },
    keyed(state, { payload }: { payload: string }) {
      return { ...state, keys: [...state.keys, payload] };
    },
  },
  effects: (own) => ({
    /** An order whose answer names it (not ''), confirmed by the read. */
    order: submit(
      function* ({ payload }: { payload: { sku: string; note?: string } }, { put }, { keyFor, send }) {
        const req = { sku: payload.sku, ...(payload.note ? { note: payload.note } : {}) };
        yield* put(own.keyed(yield* keyFor(req)));
        const answer = yield* send(
          req,
          function* (key): Step<string> {
            return yield* call(api.order, key);
          },
          {
            *confirm(since, key) {
              return yield* call(api.read, since, key);
            },
            complete: (a) => a !== '',
          },
        );
        yield* put(own.placed(answer));
        return answer;
      },
      { intent: ({ sku }) => `sku:${sku}`, refused: own.setRefusal },
    ),
    /** An order no read tells, then its payment under an intent of its own. */
    orderAndPay: submit(
      function* (_: { payload?: undefined }, { put }, { send }) {
        const order = yield* send({ sku: 'B' }, function* (key): Step<string> {
          return yield* call(api.order, key);
        });
        const paid = yield* send(
          { order },
          function* (key): Step<string> {
            return yield* call(api.pay, key);
          },
          { intent: `pay:${order}` },
        );
        yield* put(own.placed(paid));
        return paid;
      },
      { intent: () => 'sku:B' },
    ),
  }),
});

const reducer = combineReducers({ shop: shop.reducer });
type Root = ReturnType<typeof reducer>;
const order = shop.actions.order({ sku: 'A' });
const INTENT = 'sku:A';

/** Answers in turn: a value, or an error thrown. */
function answers(...list: unknown[]) {
  let i = 0;
  const fn = jest.fn((..._args: unknown[]) => {
    const next = list[Math.min(i, list.length - 1)];
    i += 1;
    if (next instanceof Error) throw next;
    return next;
  });
  return fn;
}

/** Runs `action` with the order's and the read's answers; the keys sent and what was read are in the mocks. */
async function run(orderAnswers: jest.Mock, readAnswers: jest.Mock = answers(new Error('no read expected'))) {
  const result = await expectSaga(shop.saga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === api.order) return orderAnswers(...(effect.args as [string]));
        if (effect.fn === api.read) return readAnswers(...(effect.args as [number, string]));
        return next();
      },
    })
    .dispatch(order)
    .silentRun(30);
  const state = result.storeState as Root;
  const failed = result.effects.put?.find(
    (e: { payload: { action: { type: string } } }) => e.payload.action.type === 'shop/order/@@error',
  ) as { payload: { action: { payload: unknown } } } | undefined;
  const said = (result.effects.put ?? []).some(
    (e: { payload: { action: { type: string } } }) => e.payload.action.type === confirming.type,
  );
  return { state: state.shop, error: failed?.payload.action.payload, said };
}

describe('submission.send', () => {
  it('on the default ports (no layer registered), an answer releases the unsure mark with the key', async () => {
    configureSubmit(saved);
    // An order left on its way: its intent is unsure.
    await run(jest.fn(() => new Promise<string>(() => undefined)));
    const read = answers(undefined);
    const placed = await run(answers('o1'), read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(placed.state.placed).toEqual(['o1']);
    // Answered: the next order of the intent is a new one, nothing to confirm.
    const next = answers(undefined);
    await run(answers('o2'), next);
    expect(next).not.toHaveBeenCalled();
  });

  it('a clear answer: the success, its key released, nothing confirmed', async () => {
    const sent = answers('o1');
    const read = answers(new Error('no read expected'));
    const { state, error, said } = await run(sent, read);
    expect(error).toBeUndefined();
    expect(state.placed).toEqual(['o1']);
    expect(sent).toHaveBeenCalledWith('key-1');
    // The key the body asked for with the request is the one sent: derived once.
    expect(state.keys).toEqual(['key-1']);
    expect(read).not.toHaveBeenCalled();
    expect(said).toBe(false);
    expect(keys.has(INTENT)).toBe(false);
    expect(unsure.has(INTENT)).toBe(false);
  });

  it('an order on its way is unsure: a tab closed before its answer leaves the next submission to confirm first', async () => {
    let unsureWhileSent: boolean | undefined;
    const sent = jest.fn(() => {
      unsureWhileSent = unsure.has(INTENT);
      return new Promise<string>(() => undefined);
    });
    await run(sent);
    expect(unsureWhileSent).toBe(true);
    expect(unsure.has(INTENT)).toBe(true);
    expect(keys.get(INTENT)?.key).toBe('key-1');
  });

  it('an unclear failure the confirm finds done: said to be confirming, then the success with what it found', async () => {
    const sent = answers(new Lost('timeout'));
    const read = answers('o1');
    const { state, error, said } = await run(sent, read);
    expect(error).toBeUndefined();
    expect(said).toBe(true);
    expect(read).toHaveBeenCalledWith(SINCE, 'key-1');
    expect(state.placed).toEqual(['o1']);
    expect(keys.has(INTENT)).toBe(false);
    expect(unsure.has(INTENT)).toBe(false);
  });

  it('an unclear failure the confirm does not find: the failure thrown, the key kept, the retry sends the same key', async () => {
    const lost = new Lost('timeout');
    const first = await run(answers(lost), answers(undefined));
    expect(first.error).toBe(lost);
    expect(first.said).toBe(true);
    expect(first.state.placed).toEqual([]);
    expect(keys.get(INTENT)?.key).toBe('key-1');
    expect(unsure.has(INTENT)).toBe(true);

    // The retry confirms first (unsure), finds nothing, and sends the same key.
    const sent = answers('o1');
    const read = answers(undefined);
    const second = await run(sent, read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('key-1');
    expect(second.state.placed).toEqual(['o1']);
  });

  it('an unclear failure whose confirm fails too: the outcome unknown, its cause the failure; the retry confirms first', async () => {
    const lost = new Lost('network');
    const first = await run(answers(lost), answers(new Lost('timeout')));
    expect(first.error).toBeInstanceOf(Unknown);
    expect((first.error as Unknown).cause).toBe(lost);
    expect(first.said).toBe(true);
    expect(unsure.has(INTENT)).toBe(true);
    expect(keys.get(INTENT)?.key).toBe('key-1');

    const sent = answers(new Error('no order expected'));
    const retry = await run(sent, answers('o1'));
    expect(sent).not.toHaveBeenCalled();
    expect(retry.said).toBe(true);
    expect(retry.state.placed).toEqual(['o1']);
    expect(unsure.has(INTENT)).toBe(false);
    expect(keys.has(INTENT)).toBe(false);
  });

  it('an intent left unsure confirms before it sends: found, nothing sent; not found or not asked, the same key sent', async () => {
    configureSubmit({ since: () => 5 });
    keys.set(INTENT, { key: 'key-0', digest: JSON.stringify({ sku: 'A' }) });
    unsure.add(INTENT);
    const none = answers(new Error('no order expected'));
    const found = await run(none, answers('o0'));
    expect(none).not.toHaveBeenCalled();
    expect(found.state.placed).toEqual(['o0']);
    expect(keys.has(INTENT)).toBe(false);

    keys.set(INTENT, { key: 'key-0', digest: JSON.stringify({ sku: 'A' }) });
    unsure.add(INTENT);
    const read = answers(undefined);
    const sent = answers('o1');
    await run(sent, read);
    expect(read).toHaveBeenCalledWith(5, 'key-0');
    expect(sent).toHaveBeenCalledWith('key-0');

    keys.set(INTENT, { key: 'key-0', digest: JSON.stringify({ sku: 'A' }) });
    unsure.add(INTENT);
    const again = answers('o2');
    const asked = await run(again, answers(new Lost('timeout')));
    expect(asked.error).toBeUndefined();
    expect(again).toHaveBeenCalledWith('key-0');
    expect(asked.state.placed).toEqual(['o2']);
  });

  it('the request edited after a lost answer: a new key, confirmed first (the first order may be done)', async () => {
    await run(answers(new Lost('timeout')), answers(undefined));
    const read = answers(undefined);
    const sent = answers('o1');
    const edited = await expectSaga(shop.saga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === api.order) return sent(...(effect.args as [string]));
          if (effect.fn === api.read) return read(...(effect.args as [number, string]));
          return next();
        },
      })
      .dispatch(shop.actions.order({ sku: 'A', note: 'edited' }))
      .silentRun(30);
    expect(read).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('key-2');
    expect((edited.storeState as Root).shop.placed).toEqual(['o1']);
  });

  it('a refusal is an answer: nothing confirmed, not unsure; the submit kind shows it and releases the key', async () => {
    const read = answers(new Error('no read expected'));
    const { state, error, said } = await run(answers(new Refusal('余额不足')), read);
    expect(error).toBeUndefined();
    expect(state.refusal).toBe('余额不足');
    expect(read).not.toHaveBeenCalled();
    expect(said).toBe(false);
    expect(unsure.has(INTENT)).toBe(false);
    expect(keys.has(INTENT)).toBe(false);
  });

  it('a success that does not say what it did: the same key sent again, its answer taken', async () => {
    const sent = answers('', 'o1');
    const read = answers(new Error('no read expected'));
    const { state, error } = await run(sent, read);
    expect(error).toBeUndefined();
    expect(sent.mock.calls).toEqual([['key-1'], ['key-1']]);
    expect(read).not.toHaveBeenCalled();
    expect(state.placed).toEqual(['o1']);
    expect(keys.has(INTENT)).toBe(false);
  });

  it('a success that says nothing twice: confirmed; found is the answer, nothing found the outcome unknown', async () => {
    const found = await run(answers('', new Lost('timeout')), answers('o1'));
    expect(found.said).toBe(true);
    expect(found.state.placed).toEqual(['o1']);

    const sent = answers('', '');
    const unknown = await run(sent, answers(undefined));
    expect(sent).toHaveBeenCalledTimes(2);
    expect(unknown.error).toBeInstanceOf(Unknown);
    expect(unsure.has(INTENT)).toBe(true);
    expect(keys.get(INTENT)?.key).toBe('key-2');
  });

  it('without a confirm step an unclear failure is the outcome unknown; an intent of its own gets its own key', async () => {
    const pay = answers('p1');
    const lost = new Lost('timeout');
    const ordered = await expectSaga(shop.saga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === api.order) return 'o1';
          if (effect.fn === api.pay) return pay(...(effect.args as [string]));
          return next();
        },
      })
      .dispatch(shop.actions.orderAndPay())
      .silentRun(30);
    expect((ordered.storeState as Root).shop.placed).toEqual(['p1']);
    expect(pay).toHaveBeenCalledWith('key-2');
    expect(keys.size).toBe(0);

    const failed = await expectSaga(shop.saga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === api.order) throw lost;
          return next();
        },
      })
      .dispatch(shop.actions.orderAndPay())
      .put(confirming)
      .silentRun(30);
    const error = failed.effects.put?.find(
      (e: { payload: { action: { type: string } } }) => e.payload.action.type === 'shop/orderAndPay/@@error',
    ) as { payload: { action: { payload: unknown } } } | undefined;
    expect(error?.payload.action.payload).toBeInstanceOf(Unknown);
    expect(unsure.has('sku:B')).toBe(true);
  });
});
