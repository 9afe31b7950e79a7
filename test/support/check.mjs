// The type check and the lint in one process, over one TypeScript program. `tsc --noEmit` and `eslint .` each built
// and checked the same program (the lint's typed rules ask the checker what tsc had already worked out): on two
// cores, a fifth of `npm test` was that work done twice. Here the program is built once, its diagnostics printed as
// tsc prints them, and ESLint is handed it (`parserOptions.programs`): the same rules and configuration, answered
// from the checker's caches.
//
//   node test/support/check.mjs [--project tsconfig.json] [--max-warnings N] [--types-of-targets] [paths to lint, default .]
//
// --types-of-targets: the type check reports the diagnostics of the linted paths alone (they are still checked
// against the whole program's types). The generator's stamp test uses it in its scratch copy: the rest of the copy
// is this project, which `npm test` checks itself.
//
// Run in the folder whose configuration applies (the stamp test runs it in its scratch copy). Exits 1 when either
// part fails, after printing both.
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const project = path.resolve(option('--project', 'tsconfig.json'));
const maxWarnings = Number(option('--max-warnings', '-1'));
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const typesOfTargets = flag('--types-of-targets');
const targets = args.length ? args : ['.'];

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

const config = ts.getParsedCommandLineOfConfigFile(
  project,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
);
if (!config) process.exit(1);
const host = ts.createCompilerHost(config.options);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  host,
  projectReferences: config.projectReferences,
});

const diagnostics = typesOfTargets ? targetDiagnostics() : ts.getPreEmitDiagnostics(program);
const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
if (diagnostics.length) process.stdout.write(format(diagnostics, formatHost));

const eslint = new ESLint({
  // Added after the configuration's blocks: the TypeScript sources take the program above (the JavaScript files
  // keep the configuration's disableTypeChecked).
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(targets);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) process.stdout.write(report);

const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
const lintFailed = errors > 0 || (maxWarnings >= 0 && warnings > maxWarnings);
if (maxWarnings >= 0 && warnings > maxWarnings && !errors)
  console.log(`ESLint found too many warnings (maximum: ${maxWarnings}).`);
process.exit(diagnostics.length || lintFailed ? 1 : 0);

/** What getPreEmitDiagnostics reports, for the target files alone. */
function targetDiagnostics() {
  const files = targets.map((t) => program.getSourceFile(path.resolve(t)));
  const missing = targets.filter((_, i) => !files[i]);
  if (missing.length) {
    process.stdout.write(`not in the program: ${missing.join(', ')}\n`);
    process.exit(1);
  }
  return [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ];
}

function fail(diagnostic) {
  process.stdout.write(ts.formatDiagnostics([diagnostic], formatHost));
  process.exit(1);
}
