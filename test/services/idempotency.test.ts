// The key of an intent: kept beyond the tab (localStorage), for one customer and one China day.
import {
  forgetIdempotencyKeys,
  idempotencyKeyFor,
  isIdempotencyUnsure,
  markIdempotencyUnsure,
  releaseIdempotencyKey,
  requestDigest,
  setIdempotencyOwner,
} from '../../src/services/request';

const INTENT = 'pack:18687120001:FLOW_OUTDOOR';

beforeEach(() => {
  jest.useRealTimers();
  forgetIdempotencyKeys();
  setIdempotencyOwner(undefined);
  setIdempotencyOwner('o_sim_001');
});

describe('idempotencyKeyFor', () => {
  it('keeps the key in localStorage, so a new tab of the same customer sends the same key', () => {
    const key = idempotencyKeyFor(INTENT);
    expect(window.localStorage.getItem(`sms2_idem_${INTENT}`)).toContain(key);
    window.sessionStorage.clear(); // a new tab has its own sessionStorage
    expect(idempotencyKeyFor(INTENT)).toBe(key);
  });

  it('makes a new key on another day (China time)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T15:59:00Z') }); // 23:59 in China
    const key = idempotencyKeyFor(INTENT);
    jest.setSystemTime(new Date('2026-11-26T16:01:00Z')); // 00:01 the next day
    expect(idempotencyKeyFor(INTENT)).not.toBe(key);
  });

  it("drops the keys when another customer is identified; never serves one customer's key to another", () => {
    const key = idempotencyKeyFor(INTENT);
    setIdempotencyOwner('o_sim_002');
    expect(window.localStorage.getItem(`sms2_idem_${INTENT}`)).toBeNull();
    expect(idempotencyKeyFor(INTENT)).not.toBe(key);
  });

  it('is forgotten on a definite answer and at logout', () => {
    const key = idempotencyKeyFor(INTENT);
    releaseIdempotencyKey(INTENT);
    const next = idempotencyKeyFor(INTENT);
    expect(next).not.toBe(key);
    forgetIdempotencyKeys();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('sms2_idem_'))).toEqual([]);
    expect(idempotencyKeyFor(INTENT)).not.toBe(next);
  });

  it('remembers that an intent lost its answer, with its key', () => {
    const key = idempotencyKeyFor(INTENT);
    expect(isIdempotencyUnsure(INTENT)).toBe(false);
    markIdempotencyUnsure(INTENT);
    expect(isIdempotencyUnsure(INTENT)).toBe(true);
    expect(idempotencyKeyFor(INTENT)).toBe(key);
    markIdempotencyUnsure(INTENT, false);
    expect(isIdempotencyUnsure(INTENT)).toBe(false);
  });
});

describe('one key, one request', () => {
  const card = { productCode: 'CARD30', customer: { name: '李明' }, smsCode: '111111' };

  it('gives the same intent a new key when its request changes, the same one when it does not', () => {
    const key = idempotencyKeyFor(INTENT, requestDigest(card));
    // The same order: fields in another order, or proven by a new SMS code.
    expect(
      idempotencyKeyFor(
        INTENT,
        requestDigest({ smsCode: '222222', customer: { name: '李明' }, productCode: 'CARD30' }),
      ),
    ).toBe(key);
    const changed = idempotencyKeyFor(INTENT, requestDigest({ ...card, customer: { name: '李敏' } }));
    expect(changed).not.toBe(key);
    expect(idempotencyKeyFor(INTENT, requestDigest({ ...card, customer: { name: '李敏' } }))).toBe(changed);
  });

  it('a contract signed again (a new signature id, after a login) is the same request', () => {
    const handset = { productCode: 'MATE60', signId: 'sig_1', tier: 'T199' };
    expect(requestDigest({ ...handset, signId: 'sig_2' })).toBe(requestDigest(handset));
    expect(requestDigest({ ...handset, tier: 'T299' })).not.toBe(requestDigest(handset));
  });

  it('takes the first request of a key made before it, and keeps no field of it in storage', () => {
    const key = idempotencyKeyFor(INTENT);
    expect(idempotencyKeyFor(INTENT, requestDigest(card))).toBe(key);
    expect(idempotencyKeyFor(INTENT, requestDigest({ ...card, productCode: 'CARD50' }))).not.toBe(key);
    expect(window.localStorage.getItem(`sms2_idem_${INTENT}`)).not.toMatch(/李|CARD/);
  });

  it('keeps a changed request after a lost answer unsure, so it confirms before it sends', () => {
    idempotencyKeyFor(INTENT, requestDigest(card));
    markIdempotencyUnsure(INTENT);
    idempotencyKeyFor(INTENT, requestDigest({ ...card, productCode: 'CARD50' }));
    expect(isIdempotencyUnsure(INTENT)).toBe(true);
  });
});
