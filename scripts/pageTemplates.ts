// The files `npm run new:page` stamps for a route, by the kind of its PAGES.md template: a list of records, one
// record (or offer, or document) to read, a form that submits once, or a result that states what the server says.
// Every stamp is typed from the endpoint it calls (scripts/apiInfo.ts), uses the model's own typed creators, the
// shared section state (src/pages/shared/load.ts) and the shared helpers, and passes lint with no casts.
import type { ApiInfo, Prop } from './apiInfo';

export type Kind = 'list' | 'detail' | 'form' | 'result';

/** The stamp of each of the 25 templates of PAGES.md §1. */
export const KIND_OF: Record<string, Kind> = {
  Hub: 'list',
  RecordList: 'list',
  Catalogue: 'list',
  RecordDetail: 'detail',
  PackDetail: 'detail',
  DocumentView: 'detail',
  AccountView: 'detail',
  BillView: 'detail',
  Termination: 'detail',
  PlanChange: 'detail',
  CapRelease: 'detail',
  ActivityLanding: 'detail',
  BenefitClaim: 'detail',
  Seckill: 'detail',
  Vote: 'detail',
  DepositGiftOffer: 'detail',
  FormPage: 'form',
  PhoneVerify: 'form',
  TopupForm: 'form',
  OnePageOrder: 'form',
  OrderWizard: 'form',
  ValetOrder: 'form',
  DepositGiftPay: 'form',
  PayCheckout: 'form',
  ResultPage: 'result',
};

export interface Names {
  family: string;
  page: string;
  namespace: string;
  modelFile: string;
  prefix: string;
  chunk: string;
}

export interface Stamp {
  route: string;
  template: string;
  kind: Kind;
  api: ApiInfo;
  /** The route's title in both languages (from the titles catalogue). */
  title: { zh: string; en: string };
}

// ---------------------------------------------------------------- labels and values

/** Chinese labels of the fields the operator's answers commonly carry; others show their English label until translated. */
const ZH_LABELS: Record<string, string> = {
  phone: '手机号码',
  msisdn: '手机号码',
  userPhone: '手机号码',
  name: '名称',
  title: '标题',
  status: '状态',
  state: '状态',
  orderId: '订单号',
  orderNo: '订单号',
  ticketNo: '工单号',
  productCode: '产品编码',
  productId: '产品编号',
  actId: '活动编号',
  code: '编码',
  kind: '类型',
  type: '类型',
  category: '分类',
  channel: '渠道',
  reason: '原因',
  failReason: '失败原因',
  balanceFen: '余额',
  realtimeFeeFen: '本月实时话费',
  monthSpendFen: '本月消费',
  priceFen: '价格',
  origFen: '原价',
  payFen: '实付金额',
  faceFen: '面值',
  fen: '金额',
  amountFen: '金额',
  monthlyFen: '月费',
  volumeKb: '流量',
  capKb: '流量封顶',
  validity: '有效期',
  queryTime: '查询时间',
  createdAt: '创建时间',
  paidAt: '支付时间',
  expiresAt: '失效时间',
  effectiveAt: '生效时间',
  startAt: '开始时间',
  endAt: '结束时间',
  at: '时间',
  month: '月份',
  planName: '套餐',
  planCode: '套餐编码',
  total: '总数',
  page: '页码',
  pageSize: '每页条数',
  stockLeft: '剩余库存',
  subscribedOn: '订购日期',
  cancellable: '可退订',
  needs5G: '需5G套餐',
  content: '内容',
  description: '描述',
  contactPhone: '联系电话',
  address: '地址',
  area: '地区',
  idCard: '身份证号',
};

/** 'balanceFen' -> 'Balance', 'realtimeFeeFen' -> 'Realtime fee', 'needs5G' -> 'Needs 5G'. */
export function humanize(name: string): string {
  const words = name
    .replace(/(Fen|Kb)$/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bid\b/g, 'ID');
}

const zhLabel = (p: Prop) => ZH_LABELS[p.name] ?? humanize(p.name);
const enLabel = (p: Prop) => humanize(p.name);

/** Filled by the captcha and SMS gates of the request layer, never typed into a page's form (an optional SMS code too). */
const GATE_FIELDS = /^(kaptcha|kaptchaId|verifyKaptcha|value)$/;
const isPhone = (p: Prop) => p.kind === 'string' && /phone|msisdn/i.test(p.name);
const scalars = (props: Prop[] | undefined) => (props ?? []).filter((p) => p.kind !== 'other');

/** The display of a field of `obj` (an expression): money, data sizes and masked numbers through utils/format. */
function shown(obj: string, p: Prop, prefix: string): string {
  const v = `${obj}.${p.name}`;
  let expr: string;
  if (p.kind === 'number' && /Fen$/.test(p.name)) expr = `yuan(${v})`;
  else if (p.kind === 'number' && /Kb$/.test(p.name)) expr = `dataSize(${v})`;
  else if (p.kind === 'number') expr = `String(${v})`;
  else if (p.kind === 'boolean') expr = `t(${v} ? '${prefix}.yes' : '${prefix}.no')`;
  else if (isPhone(p)) expr = `maskPhone(${v})`;
  else expr = v;
  return p.optional ? `${v} === undefined ? '—' : ${expr}` : expr;
}

function formatImports(props: Prop[]): string {
  const used = new Set<string>();
  for (const p of props) {
    if (p.kind === 'number' && /Fen$/.test(p.name)) used.add('yuan');
    else if (p.kind === 'number' && /Kb$/.test(p.name)) used.add('dataSize');
    else if (isPhone(p)) used.add('maskPhone');
  }
  return used.size ? `import { ${[...used].sort().join(', ')} } from '../../utils/format';\n` : '';
}

/** The message keys a stamp uses, with their texts in both languages. */
export function messageKeys(n: Names, s: Stamp): [string, string, string][] {
  const keys: [string, string, string][] = [[`${n.prefix}.title`, s.title.zh, s.title.en]];
  const shownProps = propsShown(s);
  for (const p of new Map(shownProps.map((x) => [x.name, x])).values())
    keys.push([`${n.prefix}.field.${p.name}`, zhLabel(p), enLabel(p)]);
  if (shownProps.some((p) => p.kind === 'boolean'))
    keys.push([`${n.prefix}.yes`, '是', 'Yes'], [`${n.prefix}.no`, '否', 'No']);
  if (s.kind === 'list') keys.push([`${n.prefix}.empty`, '暂无记录', 'No records yet']);
  if (s.kind === 'form') {
    keys.push(
      [`${n.prefix}.submit`, '提交', 'Submit'],
      [`${n.prefix}.required`, '请填写此项', 'Please fill this in'],
      [`${n.prefix}.phoneInvalid`, '请输入正确的11位手机号码', 'Enter a valid 11-digit mobile number'],
      [`${n.prefix}.done`, '提交成功', 'Submitted'],
    );
  }
  if (s.kind === 'result') {
    keys.push(
      [`${n.prefix}.success`, '办理成功', 'Done'],
      [`${n.prefix}.fail`, '办理失败', 'Not done'],
      [`${n.prefix}.pending`, '处理中', 'In progress'],
      [`${n.prefix}.nothing`, '没有可显示的记录', 'There is nothing to show here'],
    );
  }
  return keys;
}

/** The fields a page shows: the request's for a form; the answer's (or its items') scalars otherwise. */
function propsShown(s: Stamp): Prop[] {
  if (s.kind === 'form') return formFields(s).concat(scalars(s.api.response.fields).slice(0, 4));
  if (s.kind === 'list') return listParts(s).shown;
  return scalars(s.api.response.fields).slice(0, 8);
}

function formFields(s: Stamp): Prop[] {
  const needs = (s.api.request ?? []).find((p) => p.kind === 'other' && !p.optional);
  if (needs)
    throw new Error(
      `/api/${s.api.path} needs "${needs.name}" (an object or a list), which a stamped form cannot build: choose another --api, or write the form by hand`,
    );
  return scalars(s.api.request).filter((p) => !GATE_FIELDS.test(p.name) && !(p.name === 'smsCode' && p.optional));
}

function listParts(s: Stamp) {
  const items = scalars(s.api.response.items);
  const title =
    items.find((p) => /^(name|title)$/.test(p.name)) ??
    items.find((p) => p.kind === 'string' && !p.optional) ??
    items[0];
  const value =
    items.find((p) => p !== title && /Fen$/.test(p.name)) ?? items.find((p) => p !== title && p.name === 'status');
  const rest = items.filter((p) => p !== title && p !== value).slice(0, 2);
  const key = items.find((p) => /^(id|\w+Id|\w+No|code)$/.test(p.name) && !p.optional && p.kind !== 'boolean');
  return { title, value, rest, key, shown: [title, value, ...rest].filter((p): p is Prop => !!p) };
}

// ---------------------------------------------------------------- the request from the address

/** The request built from the page's address, for reads: required fields from the query, optional ones left out. */
function requestFromQuery(s: Stamp): { code: string; needs: string[] } | undefined {
  if (!s.api.request) return undefined;
  const needs: string[] = [];
  const fields = s.api.request
    .filter((p) => !p.optional)
    .map((p) => {
      needs.push(p.name);
      if (p.kind === 'number') return `${p.name}: Number(query.get('${p.name}') ?? '0')`;
      if (p.kind === 'boolean') return `${p.name}: query.get('${p.name}') === 'true'`;
      if (p.kind === 'string' && p.literals?.length)
        return `${p.name}: oneOf(query.get('${p.name}'), ${JSON.stringify(p.literals)} as const)`;
      if (p.kind === 'string') return `${p.name}: plainText(query.get('${p.name}'), 64) ?? ''`;
      throw new Error(
        `/api/${s.api.path} needs "${p.name}", which cannot come from the address: choose another --api, or write the request by hand`,
      );
    });
  return { code: `({ ${fields.join(', ')} })`, needs };
}

// ---------------------------------------------------------------- models

const header = (n: Names, s: Stamp, what: string) =>
  `// \`${s.route}\` (PAGES.md, ${s.template}): ${what}. It calls /api/${s.api.path} (${s.api.domain}.${s.api.fn}); the page
// dispatches and selects, nothing more.
`;

function readModel(n: Names, s: Stamp): string {
  const P = n.page;
  return `${header(n, s, s.kind === 'result' ? 'states what the server says of the record' : s.kind === 'list' ? 'a list of records' : 'one record to read')}import { call } from 'typed-redux-saga';
import { defineModel } from '../../core';
import * as ${s.api.domain}Api from '../../services/api/${s.api.domain}';
import { IDLE, loadInto, type Load } from '../shared/load';

/** What /api/${s.api.path} answers. */
export type ${P}Data = Awaited<ReturnType<typeof ${s.api.domain}Api.${s.api.fn}>>;
/** What it is asked. */
export type ${P}Request = Parameters<typeof ${s.api.domain}Api.${s.api.fn}>[0];

export interface ${P}State {
  data: Load<${P}Data>;
}

const initial: ${P}State = { data: IDLE };

const ${n.namespace} = defineModel({
  namespace: '${n.namespace}',
  state: initial,
  reducers: {
    setData(state, { payload }: { payload: Load<${P}Data> }) {
      return { ...state, data: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: a read; coming back reads again and the newer answer wins. A failure stays on the page, with its retry. */
    load: [
      function* ({ payload }: { payload: ${P}Request }) {
        yield* loadInto(own.setData, call(${s.api.domain}Api.${s.api.fn}, payload));
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default ${n.namespace};
`;
}

function formModel(n: Names, s: Stamp): string {
  const P = n.page;
  const fields = formFields(s);
  const formType = fields
    .map((p) => `  ${p.name}: ${p.kind === 'string' && p.literals?.length ? `${P}Request['${p.name}']` : 'string'};`)
    .join('\n');
  const empty = fields.map((p) => `${p.name}: ${p.literals?.length ? JSON.stringify(p.literals[0]) : "''"}`).join(', ');
  const check =
    fields
      .map((p) => {
        const c =
          p.kind === 'string' && p.literals?.length
            ? `typeof v.${p.name} === 'string' && ${JSON.stringify(p.literals)}.includes(v.${p.name})`
            : `typeof v.${p.name} === 'string'`;
        return c;
      })
      .join(' && ') || 'true';
  const toRequest = fields
    .map((p) => {
      const v =
        p.kind === 'number'
          ? `Number(form.${p.name})`
          : p.kind === 'boolean'
            ? `form.${p.name} === 'true'`
            : `form.${p.name}`;
      return p.optional ? `...(form.${p.name} ? { ${p.name}: ${v} } : {})` : `${p.name}: ${v}`;
    })
    .join(', ');
  const problems = fields
    .map((p) => {
      const lines = [];
      if (!p.optional) lines.push(`  if (!form.${p.name}) problems.${p.name} = '${n.prefix}.required';`);
      if (isPhone(p))
        lines.push(
          `  ${p.optional ? `if (form.${p.name} && ` : 'else if ('}!PHONE_RE.test(form.${p.name})) problems.${p.name} = '${n.prefix}.phoneInvalid';`,
        );
      return lines.join('\n');
    })
    .filter(Boolean)
    .join('\n');
  const needsPhone = fields.some(isPhone);
  return `${header(n, s, 'a form that submits once')}import { defineModel, submit } from '../../core';
import * as ${s.api.domain}Api from '../../services/api/${s.api.domain}';
import { readDraft, saveDraft } from '../shared/draft';
${needsPhone ? "import { PHONE_RE } from '../shared/phone';\n" : ''}
/** What /api/${s.api.path} is asked, and what it answers. */
export type ${P}Request = Parameters<typeof ${s.api.domain}Api.${s.api.fn}>[0];
export type ${P}Data = Awaited<ReturnType<typeof ${s.api.domain}Api.${s.api.fn}>>;

/** The form as typed: kept in sessionStorage (never codes), so it survives an error, a re-login and a reload. */
export interface ${P}Form {
${formType}
}
export type ${P}Problems = Partial<Record<keyof ${P}Form, '${n.prefix}.required'${needsPhone ? ` | '${n.prefix}.phoneInvalid'` : ''}>>;

export interface ${P}State {
  form: ${P}Form;
  problems: ${P}Problems;
  /** The server's refusal of the last submission (nothing was done), shown above the button. */
  refusal?: string;
  /** The server's answer once the form went through. */
  done?: ${P}Data;
}

export const DRAFT = '${n.namespace}';
const EMPTY: ${P}Form = { ${empty} };
const isForm = (v: Record<string, unknown>): v is Record<string, unknown> & ${P}Form => ${check};
const initial: ${P}State = { form: EMPTY, problems: {} };

/** What is wrong with the form, field by field; empty when it can be sent. */
export function problemsOf(form: ${P}Form): ${P}Problems {
  const problems: ${P}Problems = {};
${problems}
  return problems;
}

/** The request the form sends. */
export const requestOf = (form: ${P}Form): ${P}Request => ({ ${toRequest} });

/** The slice, for this model's own sagas (the model cannot name itself inside its definition). */
const ownSlice = (s: { ${n.namespace}: ${P}State }) => s.${n.namespace};

const ${n.namespace} = defineModel({
  namespace: '${n.namespace}',
  state: initial,
  reducers: {
    setForm(state, { payload }: { payload: Partial<${P}Form> }) {
      const form = { ...state.form, ...payload };
      const problems = { ...state.problems };
      for (const k of Object.keys(payload)) delete problems[k as keyof ${P}Form];
      return { ...state, form, problems, refusal: undefined };
    },
    setProblems(state, { payload }: { payload: ${P}Problems }) {
      return { ...state, problems: payload };
    },
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload };
    },
    setDone(state, { payload }: { payload?: ${P}Data }) {
      return { ...state, done: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: the draft of an earlier visit comes back. */
    open: [
      function* (_, { call, put }) {
        const draft = yield* call(readDraft, DRAFT, isForm);
        yield* put(own.setDone(undefined));
        if (draft) yield* put(own.setForm(draft));
      },
      { type: 'takeLatest' },
    ],
    /** takeEvery: each edit is kept at once. */
    *edit({ payload }: { payload: Partial<${P}Form> }, { call, put, select }) {
      yield* put(own.setForm(payload));
      yield* call(saveDraft, DRAFT, (yield* select(ownSlice)).form);
    },
    /**
     * submit: a double tap submits once (the page checked the fields: nothing unchecked reaches the server). The
     * runtime keeps the form as the draft, and the key of this intent for the request it sends (the same for every
     * retry of it, a new one when the form was edited); a refusal shows above the button with everything typed kept;
     * any other failure is the failure toast, the key kept.
     */
    submit: submit(
      function* ({ payload }: { payload: ${P}Form }, { call, put }, { keyFor }) {
        const req = requestOf(payload);
        const data = yield* call(${s.api.domain}Api.${s.api.fn}, req, { idempotencyKey: yield* keyFor(req) });
        yield* put(own.setDone(data));
        return true;
      },
      { intent: () => DRAFT, refused: own.setRefusal, draft: DRAFT },
    ),
  }),
});

export default ${n.namespace};
`;
}

export const modelFile = (n: Names, s: Stamp): string => (s.kind === 'form' ? formModel(n, s) : readModel(n, s));

// ---------------------------------------------------------------- pages

const pageImports = (n: Names, extra: string[], modelNames: string[]) => `${extra.join('\n')}
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import ${n.namespace}, { ${modelNames.join(', ')} } from './${n.modelFile}';
import * as styles from './${n.page}.module.css';

export { messages } from './messages';

export const models = [${n.namespace}];
`;

function readPage(n: Names, s: Stamp): string {
  const P = n.page;
  const req = requestFromQuery(s);
  const queryImports: string[] = [];
  if (req?.code.includes('plainText(')) queryImports.push('plainText');
  if (req?.code.includes('oneOf(')) queryImports.push('oneOf');
  const reactImports = req
    ? ["import { useEffect, useMemo } from 'react';", "import { useSearchParams } from 'react-router';"]
    : ["import { useEffect } from 'react';"];
  const common = [
    ...reactImports,
    ...(queryImports.length ? [`import { ${queryImports.join(', ')} } from '../../utils/query';`] : []),
  ];
  const requestLine = req
    ? `  const [query] = useSearchParams();\n  const request = useMemo(() => ${req.code}, [query]);\n  const load = () => void dispatch(${n.namespace}.actions.load(request));\n\n  useEffect(() => {\n    void dispatch(${n.namespace}.actions.load(request));\n  }, [dispatch, request]);\n`
    : `  const load = () => void dispatch(${n.namespace}.actions.load());\n\n  useEffect(() => {\n    void dispatch(${n.namespace}.actions.load());\n  }, [dispatch]);\n`;

  if (s.kind === 'list') {
    const { title, value, rest, key } = listParts(s);
    const items = s.api.response.isList ? 'data.data' : `data.data.${s.api.response.listField ?? ''}`;
    if (!s.api.response.isList && !s.api.response.listField)
      throw new Error(`/api/${s.api.path} answers no list: a ${s.template} page needs one (choose another --api)`);
    const itemProps = [title, value, ...rest].filter((p): p is Prop => !!p);
    return `${pageImports(n, [...common, "import { Empty } from '../../components/Empty';", "import { ErrorBlock } from '../../components/ErrorBlock';", "import { Cell, List } from '../../components/List';", "import { Skeleton } from '../../components/Skeleton';", formatImports(itemProps).trim()].filter(Boolean), [`type ${P}Data`])}
type Item = ${s.api.response.isList ? `${P}Data[number]` : `${P}Data['${s.api.response.listField}'][number]`};

/** One row of the list. */
function Row({ item }: { item: Item }) {
  return (
    <Cell
      title={${title ? shown('item', title, n.prefix) : "''"}}
      ${value ? `value={${shown('item', value, n.prefix)}}` : ''}
      description={[${rest.map((p) => `${shown('item', p, n.prefix)}`).join(', ')}].join(' · ')}
    />
  );
}

/** \`${s.route}\` (PAGES.md, ${s.template}). */
export default function ${P}() {
  useLang();
  const dispatch = useAppDispatch();
  const { data } = usePageSelector(${n.namespace}.select);
${requestLine}
  let body;
  if (data.status === 'error') body = <ErrorBlock message={data.message} onRetry={load} />;
  else if (data.status !== 'ready') body = <Skeleton rows={4} />;
  else if (${items}.length === 0) body = <Empty text={t('${n.prefix}.empty')} />;
  else {
    body = (
      <List>
        {${items}.map(${key ? `(item) => <Row key={item.${key.name}} item={item} />` : '(item, i) => <Row key={i} item={item} />'})}
      </List>
    );
  }

  return (
    <main className={styles.page} aria-busy={data.status === 'loading' || undefined}>
      <h1 className={styles.title}>{t('${n.prefix}.title')}</h1>
      {body}
    </main>
  );
}
`;
  }

  const fields = scalars(s.api.response.fields).slice(0, 8);
  const rows = fields
    .map((p) => `    { label: t('${n.prefix}.field.${p.name}'), value: ${shown('data', p, n.prefix)} },`)
    .join('\n');

  if (s.kind === 'result') {
    const status = fields.find((p) => p.name === 'status' || p.name === 'state');
    const kindLine = status
      ? `/** What the server says of the record: done, failed, or still under way. */\nconst kindOf = (status: string): 'success' | 'fail' | 'pending' =>\n  /paid|success|credited|done|closed|resolved/i.test(status) ? 'success' : /fail|refund|cancel|expire|reject/i.test(status) ? 'fail' : 'pending';\n`
      : '';
    const missing = req?.needs.length
      ? `  if (${
          req.needs
            .filter((x) => !/^(page|pageSize)$/.test(x))
            .map((x) => `!query.get('${x}')`)
            .join(' || ') || 'false'
        }) {\n    return <ResultPage kind="notice" title={t('${n.prefix}.nothing')} actions={[{ label: 'common.home', to: '/' }]} />;\n  }\n`
      : '';
    return `${pageImports(n, [...common, "import { ErrorBlock } from '../../components/ErrorBlock';", "import { Skeleton } from '../../components/Skeleton';", "import { ResultPage } from '../shared/ResultPage';", formatImports(fields).trim()].filter(Boolean), [`type ${P}Data`])}
${kindLine}
/** The rows the page shows of the answer. */
export const rowsOf = (data: ${P}Data): { label: string; value: string }[] => [
${rows}
];

/** \`${s.route}\` (PAGES.md, ${s.template}): states what the server says, never what the address claims. */
export default function ${P}() {
  useLang();
  const dispatch = useAppDispatch();
  const { data } = usePageSelector(${n.namespace}.select);
${requestLine}
${missing}  if (data.status === 'error') return <main className={styles.page}><ErrorBlock message={data.message} onRetry={load} /></main>;
  if (data.status !== 'ready') return <main className={styles.page} aria-busy="true"><Skeleton rows={4} /></main>;
  const kind = ${status ? `kindOf(data.data.${status.name}${status.optional ? " ?? ''" : ''})` : "'notice'"};
  return (
    <ResultPage
      kind={kind}
      title={${status ? `t(\`${n.prefix}.\${kind}\`)` : `t('${n.prefix}.title')`}}
      rows={rowsOf(data.data)}
      actions={[{ label: 'common.home', to: '/' }]}
    />
  );
}
`;
  }

  return `${pageImports(n, [...common, "import { ErrorBlock } from '../../components/ErrorBlock';", "import { Cell, List } from '../../components/List';", "import { Skeleton } from '../../components/Skeleton';", formatImports(fields).trim()].filter(Boolean), [`type ${P}Data`])}
/** The rows the page shows of the answer. */
export const rowsOf = (data: ${P}Data): { label: string; value: string }[] => [
${rows}
];

/** \`${s.route}\` (PAGES.md, ${s.template}). */
export default function ${P}() {
  useLang();
  const dispatch = useAppDispatch();
  const { data } = usePageSelector(${n.namespace}.select);
${requestLine}
  let body;
  if (data.status === 'error') body = <ErrorBlock message={data.message} onRetry={load} />;
  else if (data.status !== 'ready') body = <Skeleton rows={4} />;
  else {
    body = (
      <List>
        {rowsOf(data.data).map((row) => <Cell key={row.label} title={row.label} value={row.value} />)}
      </List>
    );
  }

  return (
    <main className={styles.page} aria-busy={data.status === 'loading' || undefined}>
      <h1 className={styles.title}>{t('${n.prefix}.title')}</h1>
      {body}
    </main>
  );
}
`;
}

function formPage(n: Names, s: Stamp): string {
  const P = n.page;
  const fields = formFields(s);
  const answer = scalars(s.api.response.fields).slice(0, 4);
  const inputs = fields
    .map((p) => {
      const label = `t('${n.prefix}.field.${p.name}')`;
      const error = `error={problems.${p.name} && t(problems.${p.name})}`;
      if (p.kind === 'string' && p.literals?.length) {
        return `        <label className={styles.select}>
          <span>{${label}}</span>
          <select value={form.${p.name}} onChange={(e) => { const v = (${JSON.stringify(p.literals)} as const).find((x) => x === e.target.value); if (v) edit({ ${p.name}: v }); }}>
            {${JSON.stringify(p.literals)}.map((v) => <option key={v} value={v}>{v}</option>)}
          </select>
        </label>`;
      }
      const attrs = isPhone(p) ? ' {...PHONE_INPUT} maxLength={11}' : p.kind === 'number' ? ' inputMode="numeric"' : '';
      return `        <Field label={${label}} value={form.${p.name}} onChange={(v) => edit({ ${p.name}: v })}${attrs} ${error} />`;
    })
    .join('\n');
  const needsPhone = fields.some(isPhone);
  const answerRows = answer
    .map((p) => `{ label: t('${n.prefix}.field.${p.name}'), value: ${shown('done', p, n.prefix)} }`)
    .join(', ');
  return `${pageImports(n, ["import { useEffect } from 'react';", "import { Button } from '../../components/Button';", "import { ErrorBlock } from '../../components/ErrorBlock';", `import { Field${needsPhone ? ', PHONE_INPUT' : ''} } from '../../components/Field';`, "import { Result } from '../../components/Result';", formatImports(answer).trim()].filter(Boolean), ['problemsOf', `type ${P}Form`])}
/** \`${s.route}\` (PAGES.md, ${s.template}): checked at each field, kept as typed, submitted once. */
export default function ${P}() {
  useLang();
  const dispatch = useAppDispatch();
  const { form, problems, refusal, done } = usePageSelector(${n.namespace}.select);
  const busy = usePageSelector(${n.namespace}.loading('submit'));
  const edit = (patch: Partial<${P}Form>) => void dispatch(${n.namespace}.actions.edit(patch));

  useEffect(() => {
    void dispatch(${n.namespace}.actions.open());
  }, [dispatch]);

  if (done !== undefined) {
    return (
      <main className={styles.page}>
        <Result kind="success" title={t('${n.prefix}.done')} rows={[${answerRows}]} actions={[]} />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('${n.prefix}.title')}</h1>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = problemsOf(form);
          if (Object.keys(found).length > 0) dispatch(${n.namespace}.actions.setProblems(found));
          else void dispatch(${n.namespace}.actions.submit(form));
        }}
      >
${inputs}
        {refusal && <ErrorBlock message={refusal} />}
        <Button type="submit" block loading={busy}>{t('${n.prefix}.submit')}</Button>
      </form>
    </main>
  );
}
`;
}

export const pageFile = (n: Names, s: Stamp): string => (s.kind === 'form' ? formPage(n, s) : readPage(n, s));

export const pageCss = (
  n: Names,
): string => `/* ${n.page}: a 375px-wide phone first; cards on the grey page background. */
.page { min-height: 100vh; background: var(--color-bg); padding: var(--space-4) var(--space-3) calc(var(--space-5) + var(--safe-bottom)); }
.title { margin: 0 0 var(--space-3); font-size: var(--font-xl); font-weight: 600; }
.form { display: flex; flex-direction: column; gap: var(--space-3); }
.select { display: flex; justify-content: space-between; align-items: center; padding: var(--space-3) var(--space-4); background: var(--color-surface); border-radius: var(--radius-lg); }
`;

// ---------------------------------------------------------------- saga tests

export function sagaTest(n: Names, s: Stamp): string {
  const P = n.page;
  const imp = `import ${n.namespace}, { ${s.kind === 'form' ? `problemsOf, type ${P}Form, ` : ''}type ${P}State } from '../../../src/pages/${n.family}/${n.modelFile}';`;
  const common = `// \`${s.route}\`: the model's flows against /api/${s.api.path}, with the endpoint provided.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ${s.kind === 'form' ? 'dynamic, ' : ''}throwError } from 'redux-saga-test-plan/providers';
import * as ${s.api.domain}Api from '../../../src/services/api/${s.api.domain}';
import { RequestError } from '../../../src/services/request';
${imp}

const reducer = combineReducers({ ${n.namespace}: ${n.namespace}.reducer });
const run = () => expectSaga(${n.namespace}.saga).withReducer(reducer);
const slice = (storeState: ReturnType<typeof reducer>): ${P}State => ${n.namespace}.select(storeState);
/** Whatever the endpoint answers: the model keeps it as it is. */
const answer = { answer: 1 };
/** The server's definite "no" (a business failure with its code). */
const refused = new RequestError('business', '暂不符合办理条件', { code: 'E_REFUSED' });
`;
  if (s.kind === 'form') {
    const fields = formFields(s);
    const valid = fields
      .map(
        (p) =>
          `${p.name}: ${isPhone(p) ? "'18687120001'" : p.literals?.length ? JSON.stringify(p.literals[0]) : p.kind === 'number' ? "'1'" : p.kind === 'boolean' ? "'true'" : "'x1'"}`,
      )
      .join(', ');
    const firstRequired = fields.find((p) => !p.optional && !p.literals?.length);
    return `${common}const filled: ${P}Form = { ${valid} };

describe('${n.namespace}.submit', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  const submit = ${n.namespace}.actions.submit(filled);

  it('sends the form once, with the key of its intent, and keeps the answer', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(${s.api.domain}Api.${s.api.fn}), answer]])
      .dispatch(${n.namespace}.actions.edit(filled))
      .dispatch(submit)
      .call.like({ fn: ${s.api.domain}Api.${s.api.fn} })
      .silentRun(30);
    expect(slice(storeState).done).toEqual(answer);
  });

  it('keeps what was typed and shows the refusal, and sends nothing more', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(${s.api.domain}Api.${s.api.fn}), throwError(refused)]])
      .dispatch(${n.namespace}.actions.edit(filled))
      .dispatch(submit)
      .not.put.actionType('${n.namespace}/submit/@@error')
      .silentRun(30);
    expect(slice(storeState).refusal).toBe('暂不符合办理条件');
    expect(slice(storeState).form).toEqual(filled);
  });

  it('says nothing when the customer closes a gate (a cancel)', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(${s.api.domain}Api.${s.api.fn}), throwError(new RequestError('cancelled', '请完成验证'))]])
      .dispatch(submit)
      .not.put.actionType('${n.namespace}/submit/@@error')
      .silentRun(30);
    expect(slice(storeState).refusal).toBeUndefined();
  });

  it('sends any other failure to onError, and the retry sends the same key', async () => {
    const keys: unknown[] = [];
    const { storeState } = await run()
      .provide([
        [
          matchers.call.fn(${s.api.domain}Api.${s.api.fn}),
          dynamic(({ args }: { args: unknown[] }) => {
            keys.push((args[1] as { idempotencyKey?: string }).idempotencyKey);
            if (keys.length === 1) throw new RequestError('timeout', '请求超时');
            return answer;
          }),
        ],
      ])
      .dispatch(submit)
      .put.actionType('${n.namespace}/submit/@@error')
      .delay(10)
      .dispatch(submit)
      .silentRun(60);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(slice(storeState).done).toEqual(answer);
  });
${
  firstRequired
    ? `
  it('judges a form with a problem at the field (the page sends none)', () => {
    expect(problemsOf(filled)).toEqual({});
    expect(problemsOf({ ...filled, ${firstRequired.name}: ${firstRequired.literals?.length ? JSON.stringify(firstRequired.literals[0]) : "''"} }).${firstRequired.name}).toBe('${n.prefix}.required');
  });
`
    : ''
}});
`;
  }
  const req = s.api.request
    ? `{ ${s.api.request
        .filter((p) => !p.optional)
        .map(
          (p) =>
            `${p.name}: ${p.kind === 'number' ? '1' : p.kind === 'boolean' ? 'true' : p.literals?.length ? JSON.stringify(p.literals[0]) : "'x1'"}`,
        )
        .join(', ')} }`
    : '';
  return `${common}
describe('${n.namespace}.load', () => {
  it('keeps what the endpoint answers', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(${s.api.domain}Api.${s.api.fn}), answer]])
      .dispatch(${n.namespace}.actions.load(${req}))
      .call(${s.api.domain}Api.${s.api.fn}, ${req || 'undefined'})
      .silentRun(30);
    expect(slice(storeState).data).toEqual({ status: 'ready', data: answer });
  });

  it('keeps a failure on the page, with its message', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(${s.api.domain}Api.${s.api.fn}), throwError(refused)]])
      .dispatch(${n.namespace}.actions.load(${req}))
      .silentRun(30);
    expect(slice(storeState).data).toEqual({ status: 'error', message: '暂不符合办理条件' });
  });
});
`;
}

// ---------------------------------------------------------------- messages

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
export const zhKeys = (keys: [string, string, string][]) =>
  keys.map(([k, zh]) => `  ${quote(k)}: ${quote(zh)},\n`).join('');
export const enKeys = (keys: [string, string, string][]) =>
  keys.map(([k, , en]) => `  ${quote(k)}: ${quote(en)},\n`).join('');

export const zhPart = (
  n: Names,
  keys: [string, string, string][],
) => `// The ${n.family} family's messages. Ship in its chunk (src/pages/${n.family}/messages.ts), never in the entry.
export default {
${zhKeys(keys)}};
`;
export const enPart = (keys: [string, string, string][]) => `import type zh from './zh-CN';

const messages: Record<keyof typeof zh, string> = {
${enKeys(keys)}};

export default messages;
`;
export const messagesModule = (
  n: Names,
) => `// The ${n.family} family's messages in both languages: they ship with this family's chunk, not in the entry.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';

export const messages: PageMessages = { 'zh-CN': zh, 'en-US': en };
`;
