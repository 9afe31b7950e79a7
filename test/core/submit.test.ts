// The `submit` effect kind: the intent's key across retries and released on a definite answer, the draft kept until
// the order is placed, the refusal at the form, a cancel said nowhere, any other failure to onError, one at a time,
// and the busy state as the effect's loading flag. Also `model.select` and `model.loading`.
import { configureSubmit, defineModel, submit, submitPorts, type StateOf, type SubmitPorts } from '../../src/core';
import { deferred, flush, outcome, setup, type Deferred } from './support';

class Refusal extends Error {}
class Cancel extends Error {}

let keys: Map<string, string>;
let digests: Map<string, string>;
let drafts: Map<string, unknown>;
let made = 0;
let saved: SubmitPorts;
beforeAll(() => {
  saved = { ...submitPorts() };
});
afterAll(() => configureSubmit(saved));
beforeEach(() => {
  keys = new Map();
  digests = new Map();
  drafts = new Map();
  made = 0;
  configureSubmit({
    // As the request layer's: one key per intent, a new one when the request's digest changes.
    keyFor: (intent, digest) => {
      if (!keys.has(intent) || digests.get(intent) !== digest) keys.set(intent, `key-${(made += 1)}`);
      digests.set(intent, digest);
      return keys.get(intent) as string;
    },
    digest: (request) => JSON.stringify(request),
    release: (intent) => void keys.delete(intent),
    saveDraft: (draft, value) => void drafts.set(draft, value),
    clearDraft: (draft) => void drafts.delete(draft),
    refusal: (e) => (e instanceof Refusal ? e.message : undefined),
    isCancel: (e) => e instanceof Cancel,
  });
});

let gate: Deferred<string>;
const sent: string[] = [];
const api = {
  order: (key: string) => {
    sent.push(key);
    gate = deferred<string>();
    return gate.promise;
  },
};

const shop = defineModel({
  namespace: 'shop',
  state: { refusal: undefined as string | undefined, orders: [] as string[] },
  reducers: {
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload };
    },
    placed(state, { payload }: { payload: string }) {
      return { ...state, orders: [...state.orders, payload] };
    },
  },
  selectors: {
    count: (s: { orders: string[] }) => s.orders.length,
    has: (s: { orders: string[] }, id: string) => s.orders.includes(id),
  },
  effects: (own) => ({
    order: submit(
      function* ({ payload }: { payload: { sku: string } }, { call, put }, { keyFor }) {
        const id = yield* call(api.order, yield* keyFor({ sku: payload.sku }));
        yield* put(own.placed(`${payload.sku}:${id}`));
        return id;
      },
      { intent: ({ sku }) => `sku:${sku}`, refused: own.setRefusal, draft: 'shop:order' },
    ),
    /** The request is the note's text, which the intent does not name. */
    note: submit(
      function* ({ payload }: { payload: { id: string; text: string; at: number } }, { call }, { keyFor }) {
        return yield* call(api.order, yield* keyFor({ text: payload.text }));
      },
      { intent: ({ id }) => `note:${id}` },
    ),
    quick: submit(
      function* (_: { payload?: undefined }, { call }) {
        return yield* call(api.order, 'quick');
      },
      { intent: () => 'quick' },
    ),
  }),
});

function start() {
  const ctx = setup<StateOf<typeof shop>>();
  ctx.app.model(shop);
  ctx.app.start();
  sent.length = 0;
  return ctx;
}

describe('the submit effect kind', () => {
  it('sends with the intent key, keeps the payload as the draft while it runs, releases both on the answer', async () => {
    const { app, onError } = start();
    const p = app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    expect(sent).toEqual(['key-1']);
    expect(drafts.get('shop:order')).toEqual({ sku: 'A' });
    expect(shop.loading('order')(app.getState())).toBe(true);
    gate.resolve('o1');
    await expect(p).resolves.toBe('o1');
    expect(shop.select(app.getState()).orders).toEqual(['A:o1']);
    expect(shop.select.count(app.getState())).toBe(1);
    expect(shop.select.has(app.getState(), 'A:o1')).toBe(true);
    expect(keys.has('sku:A')).toBe(false);
    expect(drafts.has('shop:order')).toBe(false);
    expect(shop.loading('order')(app.getState())).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a failure that is no refusal reaches onError and keeps the key and the draft: the retry is the same order', async () => {
    const { app } = start();
    const first = outcome(app.dispatch(shop.actions.order({ sku: 'A' })));
    await flush();
    gate.reject(new Error('timeout'));
    expect(await first).toEqual({ error: new Error('timeout') });
    await flush();
    expect(keys.get('sku:A')).toBe('key-1');
    expect(drafts.get('shop:order')).toEqual({ sku: 'A' });
    const retry = app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    expect(sent).toEqual(['key-1', 'key-1']);
    gate.resolve('o1');
    await expect(retry).resolves.toBe('o1');
    expect(shop.select(app.getState()).orders).toEqual(['A:o1']);
  });

  it('an unhandled failure goes to onError once', async () => {
    const { app, onError } = start();
    void app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    gate.reject(new Error('lost'));
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0] as [Error])[0].message).toBe('lost');
  });

  it('a refusal is shown at the form, never toasted; the key is released, the draft kept for the correction', async () => {
    const { app, onError } = start();
    const p = app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    gate.reject(new Refusal('余额不足'));
    await expect(p).resolves.toBeUndefined();
    await flush();
    expect(shop.select(app.getState()).refusal).toBe('余额不足');
    expect(onError).not.toHaveBeenCalled();
    expect(keys.has('sku:A')).toBe(false);
    expect(drafts.get('shop:order')).toEqual({ sku: 'A' });
    // The next submission clears the refusal as it starts.
    void app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    expect(shop.select(app.getState()).refusal).toBeUndefined();
    expect(sent).toEqual(['key-1', 'key-2']);
    gate.resolve('o2');
  });

  it('without `refused`, a refusal is a failure like any other (onError)', async () => {
    const { app, onError } = start();
    void app.dispatch(shop.actions.quick());
    await flush();
    gate.reject(new Refusal('no'));
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a cancel says nothing and keeps the key', async () => {
    const { app, onError } = start();
    const p = app.dispatch(shop.actions.order({ sku: 'A' }));
    await flush();
    gate.reject(new Cancel('closed'));
    await expect(p).resolves.toBeUndefined();
    await flush();
    expect(onError).not.toHaveBeenCalled();
    expect(shop.select(app.getState()).refusal).toBeUndefined();
    expect(keys.get('sku:A')).toBe('key-1');
  });

  it('the key goes with the request the body sends: the same request the same key, an edited one a new key', async () => {
    const { app } = start();
    const lost = async (text: string, at: number) => {
      const p = outcome(app.dispatch(shop.actions.note({ id: 'n1', text, at })));
      await flush();
      gate.reject(new Error('timeout'));
      await p;
    };
    await lost('first', 1);
    // A retry of the same request (the payload's other fields changed: not in the request) sends the same key.
    await lost('first', 2);
    expect(sent).toEqual(['key-1', 'key-1']);
    // The text edited after the lost answer: another request, another key (never the first key with another body).
    const edited = app.dispatch(shop.actions.note({ id: 'n1', text: 'second', at: 3 }));
    await flush();
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
    gate.resolve('o2');
    await expect(edited).resolves.toBe('o2');
    expect(keys.has('note:n1')).toBe(false);
  });

  it('a body that sends nothing makes no key', async () => {
    const { app } = start();
    const p = app.dispatch(shop.actions.quick());
    await flush();
    gate.resolve('q');
    await expect(p).resolves.toBe('q');
    expect(made).toBe(0);
  });

  it('one at a time: a second tap while one runs is skipped', async () => {
    const { app } = start();
    const first = app.dispatch(shop.actions.order({ sku: 'A' }));
    const second = outcome(app.dispatch(shop.actions.order({ sku: 'A' })));
    await flush();
    expect(sent).toHaveLength(1);
    expect(await second).toMatchObject({ error: { reason: 'skipped' } });
    gate.resolve('o1');
    await expect(first).resolves.toBe('o1');
  });
});
