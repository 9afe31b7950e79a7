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
  setIdempotencyOwner,
} from '../../src/services/request';

const INTENT = 'pay:R1';

beforeEach(() => {
  forgetIdempotencyKeys();
  setIdempotencyOwner(undefined);
  setIdempotencyOwner('o_sim_001');
});

it('gives the intent its key, the same on every retry until it is released', async () => {
  const first = await expectSaga(intentKey, INTENT).call(idempotencyKeyFor, INTENT).run();
  expect(first.returnValue).toBe(idempotencyKeyFor(INTENT));
  const again = await expectSaga(intentKey, INTENT).run();
  expect(again.returnValue).toBe(first.returnValue);
  releaseIdempotencyKey(INTENT);
  const next = await expectSaga(intentKey, INTENT).run();
  expect(next.returnValue).not.toBe(first.returnValue);
});

it('is provided as the call of idempotencyKeyFor', async () => {
  const { returnValue } = await expectSaga(intentKey, INTENT)
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
