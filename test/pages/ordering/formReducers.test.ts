// The reducers the ordering forms share (src/pages/ordering/formReducers.ts), as a model spreads them: its own
// creators, its own slice.
import wireless from '../../../src/pages/ordering/wirelessModel';
import handset from '../../../src/pages/ordering/handsetModel';

const start = wireless.state;

describe('the shared form reducers, spread into a model', () => {
  it('a typed code takes its own message away and keeps the others', () => {
    const withErrors = wireless.reducer(
      start,
      wireless.actions.setErrors({
        smsCode: { key: 'ordering.field.required' },
        contactPhone: { key: 'ordering.field.phone' },
      }),
    );
    const next = wireless.reducer(withErrors, wireless.actions.setSmsCode('123456'));
    expect(next.smsCode).toBe('123456');
    expect(next.errors).toEqual({ contactPhone: { key: 'ordering.field.phone' } });
  });

  it("the send merges into what it had; the refusal is set (the server's text) and cleared", () => {
    const sent = wireless.reducer(start, wireless.actions.setSms({ sentAt: 1_000, sentTo: '15508750002' }));
    expect(wireless.reducer(sent, wireless.actions.setSms({ sending: true })).sms).toEqual({
      sending: true,
      sentAt: 1_000,
      sentTo: '15508750002',
    });
    const refused = wireless.reducer(start, wireless.actions.setRefusal('库存不足'));
    expect(refused.refusal).toEqual({ text: '库存不足' });
    expect(wireless.reducer(refused, wireless.actions.setRefusal(undefined)).refusal).toBeUndefined();
  });

  it('each model keeps its own action types (DevTools shows whose form it is)', () => {
    expect(wireless.actions.setRefusal.type).not.toBe(handset.actions.setRefusal.type);
    expect(handset.reducer(handset.state, handset.actions.setRefusal('x')).refusal).toEqual({ text: 'x' });
  });

  it('an edit merges into the draft and takes away the messages of what it changed, its other field and the refusal', () => {
    const wrong = wireless.reducer(
      wireless.reducer(
        start,
        wireless.actions.setErrors({
          device: { key: 'ordering.wbb.soldOut' },
          name: { key: 'ordering.field.required' },
          detail: { key: 'ordering.field.detail' },
        }),
      ),
      wireless.actions.setRefusal('库存不足'),
    );
    const next = wireless.reducer(wrong, wireless.actions.patch({ deviceCode: 'CPE_4G', detail: '翠湖小区2栋' }));
    expect(next.draft).toMatchObject({ deviceCode: 'CPE_4G', detail: '翠湖小区2栋' });
    expect(next.errors).toEqual({ name: { key: 'ordering.field.required' } });
    expect(next.refusal).toBeUndefined();
  });

  it("the delivery address's lists are each set alone", () => {
    const cities = handset.reducer(handset.state, handset.actions.setCities({ status: 'loading' }));
    expect(cities.cities).toEqual({ status: 'loading' });
    expect(cities.districts).toBe(handset.state.districts);
  });
});
