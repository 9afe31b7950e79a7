// The lint's import boundaries and its ban on silent swallows, as ESLint resolves them for a file of each area.
// Flat config lets a later block replace a rule's options for the files it also matches: these tests read the
// resolved configuration, so a block that silently drops a boundary fails here.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const FILES = [
  'src/core/app.ts',
  'src/components/Button.tsx',
  'src/services/request/index.ts',
  'src/models/ui.ts',
  'src/utils/format.ts',
  'src/layouts/Guard.tsx',
  'src/app.tsx',
  'src/pages/shared/load.ts',
  'src/pages/recharge/Hub.tsx',
  'src/pages/depositGift/DepositGiftLogin.tsx',
  'src/pages/general/docs/zh-CN.ts',
  'src/pages/shared/useCopyToast.ts',
  'test/pages/shared/usePayOrder.test.tsx',
];

type Pattern = { regex?: string };
type Resolved = Record<string, { imports: Pattern[]; syntax: unknown[]; hooks: unknown; compiler: unknown }>;

let resolved: Resolved;
beforeAll(() => {
  const script = `
    const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    Promise.all(${JSON.stringify(FILES)}.map(async (f) => {
      const c = await eslint.calculateConfigForFile(f);
      const imports = c.rules['no-restricted-imports'];
      const syntax = c.rules['no-restricted-syntax'];
      const level = (rule) => { const r = c.rules[rule]; return r === undefined ? 'off' : [].concat(r)[0]; };
      return [f, {
        imports: imports ? imports[1].patterns : [],
        syntax: syntax ? syntax.slice(1) : [],
        hooks: level('react-hooks/rules-of-hooks'),
        compiler: level('react-hooks/static-components'),
      }];
    })).then((r) => process.stdout.write(JSON.stringify(Object.fromEntries(r))));`;
  resolved = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' })) as Resolved;
});

/** Whether `file` may import `specifier` under the resolved no-restricted-imports patterns (all are regexes). */
const allowed = (file: string, specifier: string) =>
  !resolved[file].imports.some((p) => p.regex !== undefined && new RegExp(p.regex).test(specifier));

it.each([
  ['src/core/app.ts', ['./model', 'redux'], ['../services/request', '../../config/app', '../utils/format']],
  [
    'src/components/Button.tsx',
    ['./Icon', '../locales', '../../config/app'],
    ['../models/ui', '../services/request', '../pages/shared/load', '../layouts/Guard'],
  ],
  [
    'src/services/request/index.ts',
    ['../api/user', '../../locales'],
    ['../../models/ui', '../../components/Toast', 'react', 'react-redux'],
  ],
  [
    'src/models/ui.ts',
    ['../core', '../services/api/bill', '../../config/app'],
    ['../components/Toast', '../pages/shared/load', '../layouts/Guard', '../services/api'],
  ],
  [
    'src/utils/format.ts',
    ['../locales', '../services/request'],
    ['../models/ui', '../pages/shared/load', '../components/Toast'],
  ],
  [
    'src/layouts/Guard.tsx',
    ['../models/hooks', '../components/Loading', '../pages/loaders'],
    ['../pages/general/Home', '../pages/general/loaders', '../services/api'],
  ],
  ['src/app.tsx', ['./layouts/AppRoutes', './models/ui'], ['./pages/shared/load', './services/api/index']],
  [
    'src/pages/shared/load.ts',
    ['./phone', '../../models/hooks', '../../layouts/useDocumentTitle'],
    ['../account/bindModel', '../recharge/topup', '../../layouts/Guard', '../../app', '../../services/api'],
  ],
  [
    'src/pages/recharge/Hub.tsx',
    ['./topup', '../shared/load', '../../models/hooks', '../../../config/app'],
    ['../account/bindModel', '../general/docs/contact', '../../layouts/Guard', '../../app'],
  ],
  [
    'src/pages/depositGift/DepositGiftLogin.tsx',
    ['../../models/login', '../shared/PhoneCodeFields', '../shared/AgreementNote', '../shared/loginMessages'],
    ['../account/bindModel', '../account/PhoneCodeFields', '../account/messages', '../account/BindAccount'],
  ],
  ['src/pages/general/docs/zh-CN.ts', ['../messages', '../../shared/contact'], ['../../recharge/topup']],
])('%s: its boundary holds', (file, ok, banned) => {
  for (const s of ok) expect([s, allowed(file, s)]).toEqual([s, true]);
  for (const s of banned) expect([s, allowed(file, s)]).toEqual([s, false]);
});

it('bans the silent swallow everywhere in src but core', () => {
  for (const f of FILES.filter((x) => x.startsWith('src/'))) {
    const selectors = JSON.stringify(resolved[f].syntax);
    if (f.startsWith('src/core/')) expect(selectors).not.toContain("callee.property.name='catch'");
    else expect(selectors).toContain("callee.property.name='catch'");
  }
});

it("keeps the rules of hooks everywhere and the React Compiler's rules where components and hooks live", () => {
  const levels = (f: string) => [f, resolved[f].hooks, resolved[f].compiler];
  for (const f of ['src/components/Button.tsx', 'src/pages/recharge/Hub.tsx', 'src/pages/shared/useCopyToast.ts'])
    expect(levels(f)).toEqual([f, 2, 2]);
  for (const f of ['src/models/ui.ts', 'src/core/app.ts', 'test/pages/shared/usePayOrder.test.tsx'])
    expect(levels(f)).toEqual([f, 2, 'off']);
});
