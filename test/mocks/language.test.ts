// Server texts answer in the request's Accept-Language: zh-CN by default, English for en / en-US.
import fs from 'node:fs';
import path from 'node:path';
import type { SimClient } from '../../mocks/client';
import { langOf, translate } from '../../mocks/core/lang';
import { fromCn } from '../../mocks/core/time';
import { harness } from './helpers';

const EN = { 'Accept-Language': 'en-US,en;q=0.9' };

const banners = async (client: SimClient, headers?: Record<string, string>) =>
  (await client.data<{ id: string; title: string }[]>('GET', 'config/list', { query: { isShow: 0 }, headers })).filter(
    (b) => b.id.startsWith('bn_home') || b.id === 'notice_home',
  );

describe('Accept-Language', () => {
  it('reads the preferred language', () => {
    expect(langOf(undefined)).toBe('zh-CN');
    expect(langOf('en')).toBe('en');
    expect(langOf('en-US,en;q=0.9')).toBe('en');
    expect(langOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(langOf('fr-FR, en;q=0.5')).toBe('en');
    expect(langOf('zh-CN;q=0.4, en-GB;q=0.6')).toBe('en');
  });

  it('answers banners and notices in Chinese by default and in English for en', async () => {
    const { client } = harness();
    expect((await banners(client)).map((b) => b.title)).toContain('存费最低6.5折');
    const en = await banners(client, EN);
    expect(en.map((b) => b.title)).toEqual(
      expect.arrayContaining(['Prepaid credit at up to 35% off', 'Daily maintenance 22:50-00:50: top-up is paused.']),
    );
    expect((await banners(client, { 'Accept-Language': 'en' })).map((b) => b.title)).toContain(
      '5G SIM: first month free',
    );
    expect((await client.get('config/list', { isShow: 0 }, { headers: EN })).headers.get('content-language')).toBe(
      'en',
    );
  });

  it('gives names of benefits, partners, services and records in English; addresses and people stay as they are', () => {
    expect(translate('腾讯视频', 'en')).toBe('Tencent Video');
    expect(translate('2GB通用流量日包', 'en')).toBe('2 GB general data day pass');
    expect(translate('2026年11月消费积分', 'en')).toBe('Spending points, 2026-11');
    expect(translate('宽带 kd87****01', 'en')).toBe('Broadband kd87****01');
    expect(translate('昆明市五华区翠湖南路18号', 'en')).toBe('昆明市五华区翠湖南路18号');
    expect(translate('腾讯视频', 'zh-CN')).toBe('腾讯视频');
  });

  it("gives a handset order's name, its papers and its down payment in English", () => {
    expect(translate('华为Mate 60 雅川青 256GB（合约99元×24月）', 'en')).toBe(
      'Huawei Mate 60 Emerald 256GB (contract ¥99 × 24 months)',
    );
    expect(translate('合约购机协议-华为Mate 60（69元×24月）.pdf', 'en')).toBe(
      'Handset contract - Huawei Mate 60 (¥69 × 24 months).pdf',
    );
    expect(translate('业务受理单-合约购机-华为Mate 60.pdf', 'en')).toBe(
      'Acceptance form - handset on contract - Huawei Mate 60.pdf',
    );
    expect(translate('华为Mate 60首付款', 'en')).toBe('Down payment - Huawei Mate 60');
    expect(translate('电子发票-华为Mate 60首付款.pdf', 'en')).toBe('E-invoice - down payment - Huawei Mate 60.pdf');
  });

  it('gives the message of an injected HTTP fault in English', async () => {
    const { sim, client } = harness();
    sim.faults.add({ path: 'config/list', kind: 'http', status: 500, times: 2 });
    expect((await client.get('config/list', { isShow: 0 })).body).toMatchObject({ msg: '服务器内部错误' });
    expect((await client.get('config/list', { isShow: 0 }, { headers: EN })).body).toMatchObject({
      msg: 'Internal server error.',
    });
  });

  it("gives the plan's name and the allowance meters in English", async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    type Allowance = { planName: string; buckets: { name: string }[] };
    const zh = await client.data<Allowance>('GET', 'bill/querySetMealaAlowance');
    expect(zh.planName).toBe('5G畅爽冰激凌59元套餐');
    const en = await client.data<Allowance>('GET', 'bill/querySetMealaAlowance', { headers: EN });
    expect(en.planName).toBe('5G Ice Cream ¥59 plan');
    expect(en.buckets.map((b) => b.name)).toEqual(expect.arrayContaining(['General data', 'Domestic calls']));
    expect(JSON.stringify(en.buckets)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives eligibility reasons, activity rules and the agreement in English', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const zh = await client.data<{ reasons: string[] }>('POST', 'activity/payGiveFeeAct/reception', {
      json: { actId: 'baoshan50' },
    });
    expect(zh.reasons).toContain('仅限保山地区号码参与');
    const en = await client.data<{ reasons: string[] }>('POST', 'activity/payGiveFeeAct/reception', {
      json: { actId: 'baoshan50' },
      headers: EN,
    });
    expect(en.reasons).toContain('Baoshan numbers only.');
    const agreement = await client.data<{ title: string; text: string }>(
      'GET',
      'activity/payGiveFeeAct/queryhandleProductXy',
      { query: { actId: 'cfsf', tier: 2 }, headers: EN },
    );
    expect(agreement.title).toBe('Prepaid credit at up to 35% off agreement');
    expect(agreement.text).toMatch(
      /^"Prepaid credit at up to 35% off" agreement\n1\. The offer: Pay ¥65 for ¥100 of credit/,
    );
    expect(agreement.text).not.toMatch(/[\u4e00-\u9fff]/);
    // cfsf credits nothing at once, and is not combined with 王强's 存100送60.
    expect(agreement.text).toMatch(/\n3\. The credit arrives month by month/);
    expect(agreement.text).not.toMatch(/credited at once/);
    const cfsf = await client.data<{ reasons: string[] }>('POST', 'activity/payGiveFeeAct/reception', {
      json: { actId: 'cfsf' },
      headers: EN,
    });
    expect(cfsf.reasons).toEqual([
      'You are in "Deposit ¥100, get ¥60", and this offer is not combined with another deposit offer.',
    ]);
  });

  it('gives business error messages in English, the same call in Chinese without the header', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const grab = (headers?: Record<string, string>) =>
      client.post(
        'handlebusi/submitOrder/submit',
        { productCode: 'SK_5G7D', actId: 'seckill', itemId: 'sk_5g7d' },
        { headers },
      );
    expect((await grab()).body).toMatchObject({ code: 'E_SOLD_OUT', msg: '手慢了，本场已抢光' });
    expect((await grab(EN)).body).toMatchObject({ code: 'E_SOLD_OUT', msg: 'Too late: this session is sold out.' });
    const anon = harness().client;
    expect((await anon.get('bill/queryUserBalance', undefined, { headers: EN })).body).toMatchObject({
      code: 'E_UNAUTHORIZED',
      msg: 'Your session has expired. Please log in again.',
    });
  });

  it('gives "7天"-style validity texts and activity names in English', async () => {
    const { client, sim } = harness();
    sim.setClock({ at: fromCn(2024, 5, 15, 12, 0) });
    const list = async (headers?: Record<string, string>) =>
      (
        await client.data<{ list: { code: string; validity: string }[] }>('GET', 'omoweb/productList/list', {
          query: { pageSize: 100 },
          headers,
        })
      ).list;
    const zh = await list();
    const en = await list(EN);
    const weekly = zh.findIndex((p) => p.validity === '7天');
    expect(weekly).toBeGreaterThanOrEqual(0);
    expect(en[weekly]?.validity).toBe('7 days');
    expect(en.filter((p) => /天|当月|当日/.test(p.validity))).toEqual([]);
    const info = await client.data<{ title?: string }[]>('GET', 'config/list', {
      query: { isShow: 0, page: 'activities' },
      headers: EN,
    });
    expect(info.map((a) => a.title)).toEqual(expect.arrayContaining(['On-the-hour flash sale', 'Friday member day']));
  });
});

describe('every refusal of the simulator has its English', () => {
  // The texts of `biz(code, text)` in the handlers and services (a `${...}` part stands for a number), and the titles
  // of the points log: each one an English-speaking customer can meet.
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) files.push(p);
    }
  };
  const root = path.resolve(__dirname, '../../mocks');
  walk(path.join(root, 'handlers'));
  walk(path.join(root, 'services'));
  const texts = new Map<string, string>();
  for (const f of files) {
    const src = fs.readFileSync(f, 'utf8');
    for (const m of src.matchAll(/biz\(\s*'[A-Z_0-9]+',\s*(['`])((?:(?!\1).)*[\u4e00-\u9fff](?:(?!\1).)*)\1/g))
      texts.set((m[2] ?? '').replace(/\$\{[^}]*\}/g, '4'), path.relative(root, f));
  }

  it('finds the texts', () => expect(texts.size).toBeGreaterThan(50));

  it('translates each of them', () => {
    const missing = [...texts].filter(([text]) => !/[a-z]/i.test(translate(text, 'en'))).map(([t, f]) => `${f}: ${t}`);
    expect(missing).toEqual([]);
  });

  it('translates the SMS refusals and the points log with their numbers', () => {
    expect(translate('短信验证码错误，您还可以尝试4次', 'en')).toBe('Wrong SMS code. 4 attempts left.');
    expect(translate('验证码发送过于频繁，请58秒后再试', 'en')).toBe('Codes sent too often. Please try again in 58 s.');
    expect(translate('积分兑换10元话费', 'en')).toBe('Points exchange: ¥10 credit');
  });
});
