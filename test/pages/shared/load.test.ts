// A pre-rendered landing's section (orSnapshot): the build's snapshot until the server answers, then the answer.
import { IDLE, LOADING, orSnapshot, ready } from '../../../src/pages/shared/load';

describe('orSnapshot', () => {
  it('shows the snapshot while nothing is answered yet, or the read is on its way', () => {
    expect(orSnapshot(undefined, [1])).toEqual(ready([1]));
    expect(orSnapshot(IDLE, [1])).toEqual(ready([1]));
    expect(orSnapshot(LOADING, [1])).toEqual(ready([1]));
  });

  it("the server's answer replaces it, its failure too (with its retry)", () => {
    expect(orSnapshot(ready([2]), [1])).toEqual(ready([2]));
    const error = { status: 'error', message: '服务繁忙' } as const;
    expect(orSnapshot<number[]>(error, [1])).toEqual(error);
  });

  it('without a snapshot, a section is what it is, loading when nothing is answered', () => {
    expect(orSnapshot(undefined, undefined)).toEqual(LOADING);
    expect(orSnapshot(IDLE, undefined)).toEqual(IDLE);
  });
});
