// The key of an intent as a saga step (intentKey): the same key as idempotencyKeyFor, through a `call` a saga test
// can provide; and the one place the key is taken from outside the runtime and the request layer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import {
  forgetIdempotencyKeys,
  idempotencyKeyFor,
  intentKey,
  releaseIdempotencyKey,
  requestDigest,
  setIdempotencyOwner,
} from '../../src/services/request';

const INTENT = 'pay:R1';

beforeEach(() => {
  forgetIdempotencyKeys();
  setIdempotencyOwner(undefined);
  setIdempotencyOwner('o_sim_001');
});

const REQ = { orderId: 'R1', returnUrl: 'http://localhost/sms2/pay' };

it('gives the intent its key for the request, the same on every retry until it is released', async () => {
  const first = await expectSaga(intentKey, INTENT, REQ).call(idempotencyKeyFor, INTENT, requestDigest(REQ)).run();
  expect(first.returnValue).toBe(idempotencyKeyFor(INTENT));
  const again = await expectSaga(intentKey, INTENT, { ...REQ }).run();
  expect(again.returnValue).toBe(first.returnValue);
  releaseIdempotencyKey(INTENT);
  const next = await expectSaga(intentKey, INTENT, REQ).run();
  expect(next.returnValue).not.toBe(first.returnValue);
});

it('never gives one key to two requests: a changed request gets a new key, a new SMS code does not', async () => {
  const first = (await expectSaga(intentKey, INTENT, { ...REQ, smsCode: '111111' }).run()).returnValue as string;
  expect((await expectSaga(intentKey, INTENT, { ...REQ, smsCode: '222222' }).run()).returnValue).toBe(first);
  const other = { ...REQ, returnUrl: 'http://localhost/sms2/elsewhere' };
  expect((await expectSaga(intentKey, INTENT, other).run()).returnValue).not.toBe(first);
});

it('is provided as the call of idempotencyKeyFor', async () => {
  const { returnValue } = await expectSaga(intentKey, INTENT, REQ)
    .provide([[matchers.call.fn(idempotencyKeyFor), 'key-1']])
    .run();
  expect(returnValue).toBe('key-1');
});

it('leaves idempotencyKeyFor to the runtime and the request layer: no model or page takes a key by itself', () => {
  const src = path.resolve(__dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
    });
  const outside = files(src)
    .map((f) => path.relative(src, f).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('core/') && !f.startsWith('services/'))
    .filter((f) => readFileSync(path.join(src, f), 'utf8').includes('idempotencyKeyFor'));
  expect(outside).toEqual([]);
});
