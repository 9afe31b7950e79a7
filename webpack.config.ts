import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { budgets } from './config/budgets';
import { earlyStarter, HOME_PATH, shellWords, TOPUP_ROUTE } from './src/layouts/earlyStarter';
import homeZh from './src/pages/general/locales/zh-CN';
import homeEn from './src/pages/general/locales/en-US';
import { measure, total, kb, type AssetSize } from './scripts/sizes';
import { LANDING_LANGS, LANDING_TAB, landingFile, landingPage, type LandingRender } from './scripts/landing';
import { snapshotSource, type SnapshotAsk } from './scripts/snapshot';
import { flattenRoutes, routes } from './config/routes';
import type * as SimNode from './mocks/node';
import type { SimulatorMiddleware } from './mocks/node';

const BASE = '/sms2/';

/** The build-time settings config/env.ts reads, each defined for the bundle (empty when unset: env's default). */
export const BUILD_ENV = [
  'SMS2_API_BASE',
  'SMS2_INTERNAL_API_BASE',
  'SMS2_USERINFO_API_BASE',
  'SMS2_OAUTH_URL',
  'SMS2_WX_APPID_CHANNEL5',
  'SMS2_WX_APPID_OTHER',
  'SMS2_VITALS_SAMPLE_RATE',
] as const;

/** The chunks whose shared code is one chunk (optimization.splitChunks). */
const RECHARGE_CHUNKS = ['page-recharge', 'page-rechargeTooth', 'page-depositGift'];

/** Fails a production build whose entry or any lazy chunk passes its gzip budget (config/budgets.ts). */
class BudgetPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('BudgetPlugin', (compilation) => {
      const out = compilation.outputOptions.path ?? '';
      // Emitted sources are released after emit: measure the files as written.
      const size = (file: string): AssetSize => measure(file, fs.readFileSync(path.join(out, file)));
      const files = (chunks: Iterable<webpack.Chunk>) =>
        [...chunks].flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f));
      const before = [...compilation.chunks].filter((c) => budgets.entryChunks.includes(c.name ?? ''));
      const entry = [...[...compilation.entrypoints.values()].flatMap((ep) => files(ep.chunks)), ...files(before)].map(
        size,
      );
      const entryGzip = total(entry, 'gzip');
      if (entryGzip > budgets.entryGzip) {
        compilation.errors.push(
          new webpack.WebpackError(`Budget: entry is ${kb(entryGzip)} gzip, over ${kb(budgets.entryGzip)}`),
        );
      }
      const entryFiles = new Set(entry.map((a) => a.file));
      for (const chunk of compilation.chunks) {
        const assets = files([chunk])
          .filter((f) => !entryFiles.has(f))
          .map(size);
        const gz = total(assets, 'gzip');
        if (assets.length && gz > budgets.chunkGzip) {
          compilation.errors.push(
            new webpack.WebpackError(
              `Budget: chunk ${chunk.name ?? chunk.id} is ${kb(gz)} gzip, over ${kb(budgets.chunkGzip)}`,
            ),
          );
        }
      }
    });
  }
}

/**
 * react-router builds its contexts and components with top-level calls that carry no pure annotation
 * (`React.forwardRef(...)`, `createContext`, `memo`) and names them with `X.displayName = '...'`, so the minifier
 * keeps every one, used or not (Form, NavLink, the data-router and framework parts) with all they reach. This
 * babel plugin marks those calls pure and drops the names (read by React's developer tools only), so what the app
 * never uses falls out of the entry.
 */
function pureReactCalls({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const FACTORIES = new Set(['forwardRef', 'createContext', 'memo']);
  const topLevel = (p: NodePath) => p.parentPath?.parentPath?.isProgram() ?? false;
  return {
    visitor: {
      CallExpression(p) {
        const callee = p.node.callee;
        if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property) || !FACTORIES.has(callee.property.name))
          return;
        if (!p.parentPath.isVariableDeclarator() || !topLevel(p.parentPath)) return;
        p.addComment('leading', '#__PURE__');
      },
      ExpressionStatement(p) {
        const e = p.node.expression;
        if (
          p.parentPath.isProgram() &&
          t.isAssignmentExpression(e) &&
          t.isMemberExpression(e.left) &&
          t.isIdentifier(e.left.property, { name: 'displayName' }) &&
          t.isStringLiteral(e.right)
        )
          p.remove();
      },
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of the scripts whose
 * functions nearly all run as they load. V8 then compiles them on a background thread while the script streams in;
 * without the hint it pre-parses each function and parses and compiles it again on the main thread at its first
 * call. Under Lighthouse's 4x CPU, home's first long task (the entry's evaluation) fell from about 200 ms to about
 * 100 ms. Other engines read a comment. After the minifier, which would drop it; the source map follows.
 */
class CompileHints {
  constructor(readonly chunks: readonly string[]) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.chunks.includes(chunk.name ?? '')) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
                );
          }
        },
      );
    });
  }
}

/**
 * The hashed assets of a production build (`js/*.[hash].js`, `css/*.[hash].css`, with their .br, .gz, .map and
 * licence files). A deploy keeps the previous builds' ones: a customer whose page still holds an old index.html
 * loads its chunks after the deploy instead of failing on a 404.
 */
export const HASHED_ASSET = /^(js|css)\/[^/]+\.[0-9a-f]{8}(\.chunk)?\.(js|css)(\.LICENSE\.txt)?(\.(br|gz|map))?$/;
/** How many builds' hashed assets dist/ keeps (this one included); older ones are removed. */
export const KEPT_BUILDS = 3;
/** The record of the last builds' hashed assets, newest first, in dist/. */
export const BUILDS_FILE = '.builds.json';

/**
 * Keeps the hashed assets of the last KEPT_BUILDS builds in dist/ and removes older ones (output.clean keeps every
 * hashed asset; this prunes them), so dist/ does not grow forever. The record (BUILDS_FILE) names each build's
 * assets; a hashed file no kept build names goes.
 */
class KeepBuilds {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('KeepBuilds', (compilation) => {
      const out = compilation.outputOptions.path ?? '';
      const current = compilation
        .getAssets()
        .map((a) => a.name)
        .filter((f) => HASHED_ASSET.test(f));
      pruneBuilds(out, current);
    });
  }
}

/** Records `current` as the newest build of `dir` and removes the hashed assets no kept build names. */
export function pruneBuilds(dir: string, current: string[], now = Date.now()): void {
  const record = path.join(dir, BUILDS_FILE);
  let builds: { at: number; files: string[] }[] = [];
  try {
    const read: unknown = JSON.parse(fs.readFileSync(record, 'utf8'));
    if (Array.isArray(read))
      builds = (read as { at: number; files: string[] }[]).filter((b) => Array.isArray(b?.files));
  } catch {
    builds = [];
  }
  builds = [{ at: now, files: current }, ...builds].slice(0, KEPT_BUILDS);
  const keep = new Set(builds.flatMap((b) => b.files));
  for (const sub of ['js', 'css']) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(path.join(dir, sub));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = `${sub}/${name}`;
      if (HASHED_ASSET.test(file) && !keep.has(file)) fs.rmSync(path.join(dir, file), { force: true });
    }
  }
  fs.writeFileSync(record, JSON.stringify(builds));
}

/** The build's settings for the app's sources, in the browser's bundle and in the pre-render's alike. */
const defines = (prod: boolean) =>
  new webpack.DefinePlugin({
    ...Object.fromEntries(BUILD_ENV.map((k) => [`process.env.${k}`, JSON.stringify(process.env[k] ?? '')])),
    'process.env.SMS2_WECHAT_STANDIN': JSON.stringify(carriesWeChatStandIn(prod) ? '1' : ''),
  });

/** What the browser's bundle leaves out of axios (the pre-render, in Node, keeps axios whole: it sends nothing). */
function axiosStubs() {
  return [
    // axios's fetch adapter is never chosen in a browser with XMLHttpRequest (config/stubs/axios-fetch.js).
    new webpack.NormalModuleReplacementPlugin(
      /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      path.resolve(__dirname, 'config/stubs/axios-fetch.js'),
    ),
    // What else of axios the app never reaches (config/stubs/axios-unused.js).
    new webpack.NormalModuleReplacementPlugin(
      /axios[\\/]lib[\\/](helpers[\\/](HttpStatusCode|progressEventReducer|formDataToJSON|toFormData|toURLEncodedForm|AxiosURLSearchParams)|cancel[\\/]CancelToken)\.js$/,
      path.resolve(__dirname, 'config/stubs/axios-unused.js'),
    ),
    // axios's run-time check of its own options (config/stubs/axios-validator.js).
    new webpack.NormalModuleReplacementPlugin(
      /axios[\\/]lib[\\/]helpers[\\/]validator\.js$/,
      path.resolve(__dirname, 'config/stubs/axios-validator.js'),
    ),
  ];
}

/** The class names of CSS modules: the same in the browser's bundle and in the pre-render (its HTML uses them). */
const cssModules = (prod: boolean) => ({ auto: true, localIdentName: prod ? '[hash:base64:6]' : '[name]__[local]' });

/** Where the pre-render's Node bundle is built (not served: outside dist/). */
export const PRERENDER_DIR = path.resolve(__dirname, 'node_modules/.cache/sms2-prerender', path.basename(__dirname));

/**
 * The pre-render's bundle (src/server.tsx): the app's sources for Node, one file, with the browser build's
 * settings (the same class names, the same configuration) and the stylesheets' class names only.
 */
export function prerenderConfig(outDir = PRERENDER_DIR): Configuration {
  const babel = { loader: 'babel-loader', options: { cacheDirectory: true } };
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: { server: './src/server.tsx' },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' }, publicPath: BASE, clean: true },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [babel, { loader: 'ts-loader', options: { transpileOnly: true } }],
        },
        {
          test: /\.css$/,
          use: [{ loader: 'css-loader', options: { modules: { ...cssModules(true), exportOnlyLocals: true } } }],
        },
        {
          test: /\.(png|jpe?g|svg|webp)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          generator: { emit: false },
        },
      ],
    },
    plugins: [defines(true), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * The landings (config/routes.ts `prerender`), each written as its own HTML file in both languages
 * (scripts/landing.ts) once the browser's build is out: its first screen rendered by the app's components in Node
 * (src/server.tsx, built by prerenderConfig), its page's stylesheets in the head; the configuration it shows read
 * from the build's snapshot of the API (scripts/snapshot.ts). A failure fails the build.
 */
class PrerenderPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? '';
      const landings = flattenRoutes(routes).filter((r) => r.prerender && r.page);
      if (!landings.length) return;
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack(prerenderConfig()).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
      );
      if (stats.hasErrors()) {
        compilation.errors.push(new webpack.WebpackError(`Pre-render: ${stats.toString('errors-only')}`));
        return;
      }
      const bundle = path.join(PRERENDER_DIR, 'server.js');
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const server = require(bundle) as {
        render: (p: string, lang: string, ask: SnapshotAsk, tab?: string) => Promise<LandingRender>;
        tabsOf: (p: string) => Promise<readonly string[]>;
      };
      const template = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      const ask = snapshotSource();
      for (const route of landings) {
        const chunk = `page-${(route.page ?? '').split('/')[0]}`;
        const styles = (compilation.namedChunkGroups.get(chunk)?.chunks ?? [])
          .flatMap((c) => [...c.files])
          .filter((f) => f.endsWith('.css'))
          .map((f) => BASE + f);
        const tabs = await server.tabsOf(route.path);
        const bad = tabs.find((tab) => !LANDING_TAB.test(tab));
        if (bad !== undefined) throw new Error(`[sms2] ${route.path}: the tab ${bad} cannot name a file`);
        for (const [lang, tab] of LANDING_LANGS.flatMap((l) => ['', ...tabs].map((tab) => [l, tab] as const))) {
          const css = (href: string) => fs.readFileSync(path.join(out, href.slice(BASE.length)), 'utf8');
          const html = landingPage(template, await server.render(route.path, lang, ask, tab), styles, css);
          const file = path.join(out, landingFile(route.path, lang, tab));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, html);
          // Precompressed as the rest of the build (precompress).
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      }
      // The servers read the policy's hashes again when index.html changes (scripts/serve.ts): now, with the landings.
      const now = new Date();
      fs.utimesSync(path.join(out, 'index.html'), now, now);
    });
  }
}

/** The build-time variables that point the app at the operator simulator when they are not set. */
export const SIMULATOR_DEFAULTS = [
  'SMS2_API_BASE',
  'SMS2_INTERNAL_API_BASE',
  'SMS2_USERINFO_API_BASE',
  'SMS2_OAUTH_URL',
] as const;
export const atSimulatorDefault = (vars: NodeJS.ProcessEnv = process.env): string[] =>
  SIMULATOR_DEFAULTS.filter((name) => !vars[name]);

/**
 * A production build with a variable still at its simulator default says so loudly (a warning of the build, and a
 * banner at its end): such a build sends its calls and its logins to the simulator's paths (/sms2-api/,
 * /sms2-api/__sim/oauth/authorize), right for development and tests, never for a deployment (README, Deploying).
 */
class SimulatorDefaultsWarning {
  apply(compiler: Compiler) {
    const left = atSimulatorDefault();
    if (!left.length) return;
    const text =
      `built for the operator simulator: ${left.join(', ')} ${left.length > 1 ? 'are' : 'is'} not set, so ` +
      `the app calls the simulator's paths${left.includes('SMS2_OAUTH_URL') ? ' and logs in on its consent page' : ''}. ` +
      'Fine for development and tests; a deployment sets them (README, Deploying).';
    compiler.hooks.thisCompilation.tap('SimulatorDefaultsWarning', (compilation) => {
      compilation.warnings.push(new webpack.WebpackError(`Simulator defaults: ${text}`));
    });
    compiler.hooks.done.tap('SimulatorDefaultsWarning', () => {
      console.warn(`\n\x1b[1;33m[sms2] NOT A PRODUCTION BUILD: ${text}\x1b[0m\n`);
    });
  }
}

/**
 * Whether a build carries the WeChat stand-in (src/services/wechatStandIn.ts): a development build, or a production
 * build made for the simulator (`SMS2_API_BASE` unset). A build for a real backend never does.
 */
export const carriesWeChatStandIn = (prod: boolean, vars: NodeJS.ProcessEnv = process.env): boolean =>
  !prod || !vars.SMS2_API_BASE;

/** The operator simulator behind the dev server and `npm run serve`; absent, the servers still start. */
export function loadSimulator(): SimulatorMiddleware | undefined {
  try {
    // Required lazily: the simulator is development tooling, never part of the bundle.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sim = require('./mocks/node') as typeof SimNode;
    return sim.createSimulatorMiddleware();
  } catch (e) {
    console.warn('[sms2] operator simulator not loaded:', (e as Error).message);
    return undefined;
  }
}

/**
 * A .br (quality 11) and a .gz (level 9) beside every JS, CSS, HTML and SVG asset, so `npm run serve` (and a CDN in
 * front of dist/) sends compressed bytes without compressing per request. Source maps are not compressed: not served.
 */
function precompress() {
  const test = /\.(js|css|html|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      threshold: 0,
      minRatio: 1,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const prod = argv.mode === 'production';
  const babel = { loader: 'babel-loader', options: { cacheDirectory: true } };
  return {
    mode: prod ? 'production' : 'development',
    target: 'browserslist',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: BASE,
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      // The spec's page script time-out: a chunk that takes longer fails with a ChunkLoadError.
      chunkLoadTimeout: 120_000,
      // A production build keeps the hashed assets of the builds before (KeepBuilds prunes them to the last three).
      clean: prod ? { keep: (asset: string) => HASHED_ASSET.test(asset) || asset === BUILDS_FILE } : true,
    },
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // react-router's exports map names only its development build (dev warnings on); its production build is
      // the same code with them off.
      alias: prod
        ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [babel, { loader: 'ts-loader', options: { transpileOnly: true } }],
        },
        ...(prod
          ? [
              {
                test: /config[\\/]routes\.ts$/,
                enforce: 'pre' as const,
                loader: path.resolve(__dirname, 'scripts/loaders/stripRouteBuildFields.js'),
              },
            ]
          : []),
        // These ship ES2020/2021 syntax (optional chaining, ??, private fields) that iOS 13 cannot parse (TOOLCHAIN.md
        // trap 5); `npm run check:es` fails the build when another one slips in (web-vitals did).
        // Their own source maps (react-redux's points at its ../src) are left out: the bundle's map names the file
        // under node_modules, which `npm run bench` attributes to its package.
        {
          test: /\.m?js$/,
          include: /node_modules[\\/](react-redux|valibot|web-vitals)[\\/]/,
          use: [{ ...babel, options: { ...babel.options, inputSourceMap: false } }],
        },
        {
          test: /\.m?js$/,
          include: /node_modules[\\/]react-router[\\/]/,
          use: [{ ...babel, options: { ...babel.options, inputSourceMap: false, plugins: [pureReactCalls] } }],
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: { modules: cssModules(prod) },
            },
          ],
        },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
      ],
    },
    plugins: [
      // index.html starts the first calls and files of home and the top-up form itself, while the entry downloads
      // (src/layouts/earlyStarter.ts).
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        templateParameters: (compilation, files, tags, options) => {
          // The files of a named chunk group (a dynamic import's webpackChunkName, with the chunks it shares).
          const group = (name: string) =>
            (compilation.namedChunkGroups.get(name)?.chunks ?? [])
              .flatMap((c) => [...c.files])
              .filter((f) => /\.(js|css)$/.test(f))
              .map((f) => BASE + f);
          return {
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags, files, options },
            earlyStarter: earlyStarter(
              {
                pages: { [HOME_PATH]: group('page-general'), [TOPUP_ROUTE]: group('page-recharge') },
                lang: {
                  'zh-CN': group('i18n-titles-zh-CN'),
                  'en-US': [...group('i18n-en-US'), ...group('i18n-titles-en-US')],
                },
              },
              { 'zh-CN': shellWords(homeZh), 'en-US': shellWords(homeEn) },
            ),
          };
        },
      }),
      new MiniCssExtractPlugin({
        filename: prod ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: prod ? 'css/[name].[contenthash:8].chunk.css' : 'css/[name].chunk.css',
      }),
      defines(prod),
      ...axiosStubs(),
      ...(prod
        ? [
            // The entry only: a page family's chunk holds pages that do not run (hinting them measured no better).
            new CompileHints(['main']),
            new BudgetPlugin(),
            new KeepBuilds(),
            new SimulatorDefaultsWarning(),
            new PrerenderPlugin(),
            ...precompress(),
          ]
        : []),
    ],
    optimization: {
      // Terser would otherwise emit `??` (ES2020), which iOS 13.0-13.3 cannot parse (TOOLCHAIN.md trap 6).
      minimizeOptions: { javascript: { ecma: 2019, compress: { passes: 3 } } },
      // The top-up form's code shared with the tooth bundle's page is one chunk (webpack's default groups split it in
      // five, by the other pages that share each part): over HTTP/1.1 its files at boot queued for the browser's six
      // connections beside the entry and the data calls. Other pages keep their own groups (a part shared with them
      // is in both).
      splitChunks: {
        cacheGroups: {
          // webpack's vendor group (its default, restated) except for the chunk of axios (services/request/transport.ts),
          // which would otherwise be two files: the chunk of the import and the library split off it.
          defaultVendors: {
            idHint: 'vendors',
            test: /[\\/]node_modules[\\/]/i,
            chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'http',
            priority: -10,
            reuseExistingChunk: true,
          },
          recharge: {
            name: 'recharge-shared',
            chunks: (chunk) => RECHARGE_CHUNKS.includes(chunk.name ?? ''),
            // Scripts only: a stylesheet shared stays in each page's own (webpack split none off before either).
            type: /^javascript\//,
            minChunks: 2,
            priority: 10,
            enforce: true,
          },
        },
      },
      // webpack's own CSS minimizer does not see mini-css-extract's output; cssnano does.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false }, // our own budgets (config/budgets.ts) replace webpack's generic ones
    devServer: {
      port: Number(process.env.PORT) || 8000,
      host: process.env.HOST || 'localhost',
      hot: true,
      open: false,
      devMiddleware: { publicPath: BASE },
      historyApiFallback: { index: `${BASE}index.html`, disableDotRule: true },
      static: false,
      setupMiddlewares: (middlewares) => {
        const sim = loadSimulator();
        return sim ? [{ name: 'operator-simulator', middleware: sim }, ...middlewares] : middlewares;
      },
    },
  };
};
