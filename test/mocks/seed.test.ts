// The seed state: the same (now, seed) gives the same state, each time a copy of its own, so what one simulator
// writes never reaches the next one made (or reset) at the same instant.
import { seedState } from '../../mocks/db';
import { monthBefore } from '../../mocks/core/time';
import { usageCharges, usageLedger } from '../../mocks/services/usage';
import { devicePriceFen } from '../../mocks/handlers/ordering/product';

const T0 = Date.parse('2026-11-20T10:00:00+08:00');

describe('the catalogue', () => {
  it('offers each pack once: no two codes on one floor at the same price, volume and validity', () => {
    const packs = seedState(T0).catalogue.offerings.filter(
      (x) => x.kind === 'pack' && x.priceFen > 0 && x.volumeKb > 0,
    );
    const twice = packs.flatMap((a, i) =>
      packs
        .slice(i + 1)
        .filter(
          (b) =>
            [a.category, a.priceFen, a.volumeKb, a.validity].join() ===
              [b.category, b.priceFen, b.volumeKb, b.validity].join() && a.actCodes.some((c) => b.actCodes.includes(c)),
        )
        .map((b) => `${a.code} = ${b.code}`),
    );
    expect(twice).toEqual([]);
  });

  it('prices each storage of a handset: no two storages of one handset at one price', () => {
    for (const d of seedState(T0).catalogue.devices.filter((x) => x.kind === 'handset')) {
      const prices = d.storage.map((st) => devicePriceFen(d, st));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });
});

describe('seedState', () => {
  it('gives the same state for the same instant and seed, and another for another seed', () => {
    expect(seedState(T0)).toEqual(seedState(T0));
    expect(seedState(T0, 2)).not.toEqual(seedState(T0));
  });

  it('hands out a copy each time: a write to one is not in the next', () => {
    const first = seedState(T0);
    const phone = Object.keys(first.subscribers)[0] ?? '';
    const fresh = structuredClone(first.subscribers[phone]);
    first.leads.push({} as never);
    first.voteCounts.A = -1;
    delete first.subscribers[phone];
    const next = seedState(T0);
    expect(next).not.toBe(first);
    expect(next.leads).toEqual([]);
    expect(next.voteCounts.A).toBe(1284);
    expect(next.subscribers[phone]).toEqual(fresh);
  });

  it("charges the bill from the same draws as the itemised detail: every number's months cost what their records do", () => {
    const { subscribers } = seedState(T0);
    let charged = 0;
    for (const sub of Object.values(subscribers))
      for (let back = 0; back <= 5; back++) {
        const month = monthBefore(T0, back);
        const { records, ...sums } = usageLedger(sub, month, T0);
        expect([sub.phone, month, usageCharges(sub, month, T0)]).toEqual([sub.phone, month, sums]);
        expect(records.reduce((n, r) => n + r.fen, 0)).toBe(sums.voiceFen + sums.dataFen + sums.smsFen);
        charged += sums.voiceFen + sums.dataFen + sums.smsFen;
      }
    expect(charged).toBeGreaterThan(0);
  });
});
