// An order whose answer was lost (src/pages/shared/outcome.ts): "结果确认中…", then what the confirm step finds:
// the work done is the success; nothing found is the failure, whose retry sends the same key; a confirm that fails
// too leaves the outcome unknown, and the retry confirms first.
import { call } from 'typed-redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import ui from '../../../src/models/ui';
import {
  forgetIdempotencyKeys,
  idempotencyKeyFor,
  isIdempotencyUnsure,
  RequestError,
  setIdempotencyOwner,
} from '../../../src/services/request';
import { isUnclear, OutcomeUnknownError, sendConfirmed, type Intent } from '../../../src/pages/shared/outcome';

interface Order {
  orderId: string;
}
const DRAFT = 'pack:18687120001:FLOW_OUTDOOR';
const ORDER: Order = { orderId: 'po_1' };
const timeout = () => new RequestError('timeout', '请求超时，请稍后重试');

/** Stand for the order's endpoint and the read that confirms it; every test provides their answers. */
const order = (_key: string): Promise<Order> => Promise.reject(new Error('order not provided'));
const read = (_since: number): Promise<Order | undefined> => Promise.reject(new Error('read not provided'));

const REQUEST = { productCode: 'FLOW_OUTDOOR', text: '首次填写', smsCode: '111111' };

/** An intent that sends `body` through `order` and confirms through `read`. */
function intent(body: unknown = REQUEST): Intent<Order> {
  return {
    draft: DRAFT,
    body,
    *send(key) {
      return yield* call(order, key);
    },
    *confirm(since) {
      return yield* call(read, since);
    },
  };
}

/** The saga as an effect runs it: its answer, or what escaped it. */
function* caught(i: Intent<Order>) {
  try {
    return { ok: yield* sendConfirmed(i) };
  } catch (e) {
    return { error: e };
  }
}

/** 王强's session: his keys are his. */
const SESSION = { session: { status: 'identified', user: { openid: 'o_sim_001', userPhone: '18687120001' } } };
const run = (i: Intent<Order>) => expectSaga(caught, i).withState(SESSION);

const confirming = ui.actions.toast({ text: '结果确认中…', kind: 'loading' });

beforeEach(() => {
  forgetIdempotencyKeys();
  setIdempotencyOwner('o_sim_001');
});

describe('sendConfirmed', () => {
  it('the answer: success, the key released, nothing confirmed', async () => {
    const i = intent();
    const key = idempotencyKeyFor(DRAFT);
    const { returnValue } = await run(i)
      .provide([[matchers.call.fn(order), ORDER]])
      .not.put(confirming)
      .run();
    expect(returnValue).toEqual({ ok: ORDER });
    expect(idempotencyKeyFor(DRAFT)).not.toBe(key);
  });

  it('an order on its way is unsure: a tab closed before its answer leaves the next submission to confirm first', async () => {
    const i = intent();
    let unsureWhileSent: boolean | undefined;
    await run(i)
      .provide([
        [
          matchers.call.fn(order),
          // The tab is closed while the order is on its way: the answer never comes back to this saga.
          dynamic(() => {
            unsureWhileSent = isIdempotencyUnsure(DRAFT);
            return new Promise<Order>(() => undefined);
          }),
        ],
      ])
      .silentRun(50);
    expect(unsureWhileSent).toBe(true);
    expect(isIdempotencyUnsure(DRAFT)).toBe(true);
  });

  it('a lost answer, the confirm finds the work done: "结果确认中…", then the success with what it found', async () => {
    const i = intent();
    const { returnValue } = await run(i)
      .provide([
        [matchers.call.fn(order), throwError(timeout())],
        [matchers.call.fn(read), ORDER],
      ])
      .put(confirming)
      .run();
    expect(returnValue).toEqual({ ok: ORDER });
    expect(isIdempotencyUnsure(DRAFT)).toBe(false);
  });

  it('a lost answer, the confirm finds nothing: the failure, and the retry sends the same key', async () => {
    const i = intent();
    const lost = timeout();
    const first = await run(i)
      .provide([
        [matchers.call.fn(order), throwError(lost)],
        [matchers.call.fn(read), undefined],
      ])
      .put(confirming)
      .run();
    expect(first.returnValue).toEqual({ error: lost });
    const key = idempotencyKeyFor(DRAFT);
    const second = await run(i)
      .provide({
        call(effect, next) {
          if (effect.fn === order) return ORDER;
          if (effect.fn === read) return undefined;
          return next();
        },
      })
      .call(order, key)
      .run();
    expect(second.returnValue).toEqual({ ok: ORDER });
  });

  it('the request edited after a lost answer: a new key (never the first with another body), confirmed first', async () => {
    const lost = timeout();
    const sentKeys: string[] = [];
    const sending = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === order) {
          sentKeys.push(effect.args[0] as string);
          if (sentKeys.length === 1) throw lost;
          return ORDER;
        }
        if (effect.fn === read) return undefined;
        return next();
      },
    };
    await run(intent()).provide(sending).put(confirming).run();
    // The same request again (a re-login, a reload, a new SMS code): the same key, confirmed first.
    const again = await run(intent({ ...REQUEST, smsCode: '222222' }))
      .provide(sending)
      .put(confirming)
      .run();
    expect(again.returnValue).toEqual({ ok: ORDER });
    expect(sentKeys[1]).toBe(sentKeys[0]);

    sentKeys.length = 0;
    await run(intent()).provide(sending).run();
    // Edited: the confirm is asked first (the first order may be done), then the edit goes with a new key.
    const edited = await run(intent({ ...REQUEST, text: '改过的描述' }))
      .provide(sending)
      .put(confirming)
      .call.fn(read)
      .run();
    expect(edited.returnValue).toEqual({ ok: ORDER });
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).not.toBe(sentKeys[0]);
  });

  it('the confirm fails too: unknown, said so; the retry confirms first and sends nothing when the work was done', async () => {
    const i = intent();
    const first = await run(i)
      .provide([
        [matchers.call.fn(order), throwError(new RequestError('network', '网络异常，请检查网络后重试'))],
        [matchers.call.fn(read), throwError(timeout())],
      ])
      .put(confirming)
      .run();
    const error = (first.returnValue as { error: unknown }).error;
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as Error).message).toBe('结果确认中，请稍后在办理记录中查看，或重试');
    expect(isUnclear(error)).toBe(true);
    expect(isIdempotencyUnsure(DRAFT)).toBe(true);

    const retry = await run(i)
      .provide([[matchers.call.fn(read), ORDER]])
      .put(confirming)
      .not.call.fn(order)
      .run();
    expect(retry.returnValue).toEqual({ ok: ORDER });
    expect(isIdempotencyUnsure(DRAFT)).toBe(false);
  });

  it('a refusal is an answer: thrown as it is, nothing confirmed, nothing to confirm next time', async () => {
    const i = intent();
    const key = idempotencyKeyFor(DRAFT);
    const refusal = new RequestError('business', '余额不足', { code: 'E_BALANCE' });
    const { returnValue } = await run(i)
      .provide([[matchers.call.fn(order), throwError(refusal)]])
      .not.put(confirming)
      .not.call.fn(read)
      .run();
    expect(returnValue).toEqual({ error: refusal });
    expect(isIdempotencyUnsure(DRAFT)).toBe(false);
    expect(idempotencyKeyFor(DRAFT)).toBe(key);
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
    [new Error('x'), false],
  ])('%p → %p', (e, unclear) => {
    expect(isUnclear(e)).toBe(unclear);
  });
});
