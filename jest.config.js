// Two projects in one run. The suites of the runtime, the simulator, the contract, the scripts, the config, the
// helpers and the catalogues never touch a page: they run in plain Node with the message catalogues alone. The rest
// (models and sagas against the simulator through axios' xhr adapter, components, pages, layouts) run in jsdom, with
// the storage reset and Testing Library. A window built and React's DOM renderer loaded for each suite that needs
// neither was time spent for nothing.
const NODE_FOLDERS = ['core', 'mocks', 'contract', 'scripts', 'config', 'utils', 'locales', 'styles'];
/** The suites of those folders that need a window: the app's store, the simulator's browser adapters, the language
 * remembered in localStorage, links read against the page's address. */
const NEEDS_DOM = { core: ['app'], mocks: ['adapters'], locales: ['catalogues'], utils: ['serverUrl'] };

const domOnly = Object.entries(NEEDS_DOM).flatMap(([dir, names]) => names.map((n) => `/test/${dir}/${n}\\.test\\.ts$`));
const notInNode = NODE_FOLDERS.map((dir) =>
  NEEDS_DOM[dir] ? `/test/${dir}/(?!(${NEEDS_DOM[dir].join('|')})\\.test\\.ts$)` : `/test/${dir}/`,
);

const shared = {
  roots: ['<rootDir>/test', '<rootDir>/src', '<rootDir>/mocks'],
  transform: {
    '^.+\\.tsx?$': '<rootDir>/test/support/sucrase.mjs',
    '^.+\\.m?js$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/cssModule.js' },
};
const ignored = ['/node_modules/', '/test/e2e/'];

/** @type {import('jest').Config} */
module.exports = {
  // jest's default on two cores is one worker, in band: the sagas' timed runs then left both cores idle. Four: the
  // suites still wait for their sagas and the simulator part of their time, and npm test runs them beside the
  // checks (test/support/all.mjs), so they fill what the checks leave.
  maxWorkers: 4,
  // How long jest waits for a worker it has ended before it kills it and says it "failed to exit gracefully": 500 ms
  // by default. A worker with nothing left exits as soon as 'exit' is emitted (test/support/exitPromptly.js), but a
  // process of 0.5–1 GB still takes its time to be gone, and beside CPU-bound work on two cores it took over 500 ms
  // with no handle open. A worker that has not gone in 5 s is held by something, and is still reported.
  workerGracefulExitTimeout: 5_000,
  // A guard against a test that hangs, not a budget: a test waits for events (a request, a render, a saga's end) or
  // runs on a fake clock, and passes on a machine however busy. jest's 5 s, met by a whole page booting against the
  // simulator beside other work on two cores, failed tests that were right.
  testTimeout: 120_000,
  testSequencer: '<rootDir>/test/support/sequencer.mjs',
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: '<rootDir>/test/support/nodeEnvironment.mjs',
      testMatch: NODE_FOLDERS.map((dir) => `<rootDir>/test/${dir}/**/*.test.ts`),
      testPathIgnorePatterns: [...ignored, ...domOnly],
      setupFiles: ['<rootDir>/test/support/daytime.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/messages.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/support/domEnvironment.mjs',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: [...ignored, ...notInNode],
      setupFiles: ['<rootDir>/test/support/daytime.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
  ],
};
