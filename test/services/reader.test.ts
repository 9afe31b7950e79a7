// The tolerant reader (services/api/schema.ts): the loose forms real backends send, empty answers, and writes that
// never fail on their answer (SPEC §8: success is the envelope's alone).
import { api } from '../../src/services';
import { bool, date, flag, list, num, page, parse, rows, str, text, v } from '../../src/services/api/schema';
import { resetShapeReports, setShapeReporter } from '../../src/services/request/errors';
import type { Checked } from '../../src/services/api/define';

beforeEach(() => setShapeReporter(() => undefined));

const read = <S extends v.GenericSchema>(s: S, data: unknown) => parse(s, data, '/api/x');

describe('coercion helpers', () => {
  it('num: a number, or one as text', () => {
    expect(read(num(), 12.5)).toBe(12.5);
    expect(read(num(), '12.50')).toBe(12.5);
    expect(read(num(), '-3')).toBe(-3);
    expect(read(num(), '0')).toBe(0);
    expect(() => read(num(), 'twelve')).toThrow();
    expect(() => read(num(), '')).toThrow();
  });
  it('bool and flag: true/false, "true"/"false", "1"/"0", 1/0; a flag absent or null is false', () => {
    for (const yes of [true, 'true', '1', 1]) expect(read(bool(), yes)).toBe(true);
    for (const no of [false, 'false', '0', 0]) expect(read(bool(), no)).toBe(false);
    expect(() => read(bool(), 'yes')).toThrow();
    const s = v.object({ f: flag() });
    expect(read(s, {})).toEqual({ f: false });
    expect(read(s, { f: null })).toEqual({ f: false });
    expect(read(s, { f: '1' })).toEqual({ f: true });
  });
  it('str and text: an id as a number is text; a text absent or null is empty', () => {
    expect(read(str(), 20240512)).toBe('20240512');
    const s = v.object({ id: str(), name: text(), note: v.optional(str()) });
    expect(read(s, { id: 7, name: null, note: null })).toEqual({ id: '7', name: '' });
  });
  it('date: yyyy-MM-dd HH:mm:ss (China time), ISO and epoch in s or ms (also as text) as ISO +08:00', () => {
    const at = '2024-05-12T10:30:00+08:00';
    const ms = Date.parse(at);
    expect(read(date(), '2024-05-12 10:30:00')).toBe(at);
    expect(read(date(), at)).toBe(at);
    expect(read(date(), ms)).toBe(at);
    expect(read(date(), ms / 1000)).toBe(at);
    expect(read(date(), String(ms))).toBe(at);
    expect(read(date(), '2024-05-12')).toBe('2024-05-12');
    expect(Date.parse(read(date(), '2024-05-12 10:30:00') as string)).toBe(ms);
  });
  it('list and page: missing, null or with null items is empty or cleaned; counters as text', () => {
    expect(read(list(num()), null)).toEqual([]);
    expect(read(list(num()), undefined)).toEqual([]);
    expect(read(list(num()), [1, null, '2'])).toEqual([1, 2]);
    expect(read(page(v.object({ id: str() })), { list: null, total: '3', page: '2' })).toEqual({
      list: [],
      total: 3,
      page: 2,
      pageSize: 20,
    });
  });
  it('fields the page does not read are ignored', () => {
    expect(read(v.object({ id: str() }), { id: '1', extra: { deep: [1] }, other: null })).toEqual({ id: '1' });
  });
});

describe('empty answers and shape problems', () => {
  const reported: string[] = [];
  beforeEach(() => {
    reported.length = 0;
    resetShapeReports();
    setShapeReporter((path) => reported.push(path));
  });

  it.each([[{}], [[]], [null], [undefined]])('a list read of %p is empty', (data) => {
    expect(parse(list(v.object({ id: str() })), data, '/api/list')).toEqual([]);
    expect(parse(page(v.object({ id: str() })), data, '/api/page')).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect(reported).toEqual([]);
  });

  it('a read missing a field it needs is a handled shape error (never toasted), reported once per path', () => {
    const s = v.object({ balanceFen: num() });
    for (let i = 0; i < 3; i++)
      expect(() => parse(s, { balanceFen: 'n/a' }, '/api/bill/queryUserBalance')).toThrow(
        expect.objectContaining({ kind: 'shape', handled: true }),
      );
    expect(() => parse(s, {}, '/api/bill/other')).toThrow(expect.objectContaining({ kind: 'shape' }));
    expect(reported).toEqual(['/api/bill/queryUserBalance', '/api/bill/other']);
  });

  it('a list leaves out only the rows it cannot read, keeps the others, and reports them once by their place', () => {
    const issues: string[][] = [];
    setShapeReporter((_, i) => issues.push(i));
    const row = (id: number, kind = 'order') => ({ id, kind });
    const s = page(v.object({ id: str(), kind: v.picklist(['order', 'handle']) }));
    const rows = [...Array.from({ length: 19 }, (_, i) => row(i)), row(19, 'bundle')];
    for (let i = 0; i < 2; i++) expect(parse(s, { list: rows }, '/api/records').list).toHaveLength(19);
    expect(issues).toEqual([[expect.stringMatching(/^list\[19\] left out: kind: Invalid type/)]]);
    // a list that is the answer itself, and a list inside a row
    const nested = list(v.object({ id: str(), items: list(v.object({ fen: num() })) }));
    expect(parse(nested, [{ id: 1, items: [{ fen: 1 }, { fen: 'x' }] }, { items: [] }], '/api/nested')).toEqual([
      { id: '1', items: [{ fen: 1 }] },
    ]);
    expect(issues[1]).toEqual([
      expect.stringMatching(/^\[0\]\.items\[1\] left out: fen: /),
      expect.stringMatching(/^\[1\] left out: id: /),
    ]);
  });

  it('rows: a list the answer must name, read row by row', () => {
    const s = v.object({ records: rows(v.object({ fen: num() })) });
    expect(parse(s, { records: [{ fen: '1' }, { fen: 'x' }] }, '/api/usage')).toEqual({ records: [{ fen: 1 }] });
    expect(() => parse(s, { other: 1 }, '/api/usage2')).toThrow(expect.objectContaining({ kind: 'shape' }));
  });

  it('a union none of whose options read names the fields each found wrong', () => {
    const s = v.object({ id: v.optional(v.union([num(), v.picklist(['x'])])), need: str() });
    expect(() => parse(s, { id: { odd: true }, need: 'n' }, '/api/union')).toThrow(
      expect.objectContaining({ data: [expect.stringMatching(/^id: /), expect.stringMatching(/^id: /)] }),
    );
  });

  it('a success without the data a read needs is no failure: 暂无数据, its section shows its retry', () => {
    const s = v.object({ balanceFen: num() });
    for (const data of [undefined, null, {}, { balanceFen: null }])
      expect(() => parse(s, data, '/api/bill/queryUserBalance')).toThrow(
        expect.objectContaining({ kind: 'shape', handled: true, noData: true, message: '暂无数据' }),
      );
    expect(() => parse(s, { balanceFen: 'n/a' }, '/api/bill/queryUserBalance')).toThrow(
      expect.objectContaining({ kind: 'shape', noData: false, message: '抱歉，发生错误，请稍后重试' }),
    );
  });

  it('an answer that does not read is read as nothing where the schema takes nothing (a write), and reported', () => {
    const s = v.object({ orderNo: text(), payFen: v.optional(num(), 0) });
    expect(parse(s, 'OK', '/api/w')).toEqual({ orderNo: '', payFen: 0 });
    expect(parse(s, { payFen: 'free' }, '/api/w')).toEqual({ orderNo: '', payFen: 0 });
    expect(parse(s, undefined, '/api/w2')).toEqual({ orderNo: '', payFen: 0 });
    expect(reported).toEqual(['/api/w']);
  });
});

const endpoints = Object.entries(api).flatMap(([domain, fns]) =>
  Object.entries(fns as Record<string, unknown>)
    .filter(([, fn]) => typeof fn === 'function' && 'check' in (fn as object))
    .map(([name, fn]) => [`${domain}.${name}`, fn as Checked<unknown>] as const),
);
// Every write: an order, a payment, a submission, a bind, a claim, a grab, an SMS send, a sign, a log. (The POSTs
// that only read are left out: the phone pre-check, the new-subscriber tasks and the deposit-gift receptions.)
const WRITES =
  /^(user\.(defaultLogin|logout|loginCaptcha|thirdAuthLogin|send\w*Message)|config\.(operationLog|insertOperationLog|cfshdSubmit|orderSubmitBlack)|omoweb\.(record\w+|bindInfo|dealReward)|handlebusi\.(keepNum|messageSend|wxOrderSubmit|submitOrder|newBroadband|getBlSign|reception|cancelUserProductInfo|handle|dkhandle|getBusiSms\w*)|broadband\.getSmsCode|bill\.(orderWechatPage|logtransactive|getOrderWechatPageCode)|activity\.(shareRecordInsert|kdyxdAdd|formMainAdd|hireAdd|epAdd|refundSmsCode|handleProductXy|addOsActOperateInfo|schoolAttendAct|schoolCompletePay|gkuxGetCode))$/;
const writes = endpoints.filter(([name]) => WRITES.test(name));

it('finds the writes', () => {
  expect(writes.map(([n]) => n)).toHaveLength(42);
});

it.each(writes)('%s: a success with data absent, null, {}, [] or text succeeds', (_, e) => {
  setShapeReporter(() => undefined);
  for (const data of [undefined, null, {}, [], 'ok', 1]) expect(() => e.check(data)).not.toThrow();
});

it.each([
  'user.sendMessage',
  'user.sendBindingMessage',
  'user.sendResetPwdMessage',
  'handlebusi.messageSend',
  'handlebusi.getBusiSms',
  'handlebusi.getBusiSmsNotLogin',
  'broadband.getSmsCode',
  'bill.getOrderWechatPageCode',
  'activity.refundSmsCode',
])('%s: a send without data allows the next send after 60 s', (name) => {
  const e = endpoints.find(([n]) => n === name)?.[1];
  for (const data of [undefined, null, 'sent', {}]) expect(e?.check(data)).toEqual({ resendAfter: 60 });
  expect(e?.check({ resendAfter: '45' })).toEqual({ resendAfter: 45 });
});

it('getWxConfig takes a timestamp sent as text', () => {
  const e = endpoints.find(([n]) => n === 'unifiedinteraction.getWxConfig')?.[1];
  const wxConfig = { appId: 'wx1', timestamp: '1715481000', nonceStr: 'n', signature: 's' };
  expect(e?.check({ wxConfig })).toMatchObject({ wxConfig: { timestamp: 1715481000 } });
});
