// What `npm run new:page -- <route> --api <path>` needs to know of an endpoint, read from the code itself with the
// TypeScript compiler: which function of src/services/api serves the path, what it is asked (the request's
// properties) and what it answers (an object's fields, or a list and its items' fields). The stamped page and model
// are then typed from that function, so a page cannot drift from its endpoint.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Scalar = 'string' | 'number' | 'boolean';

export interface Prop {
  name: string;
  /** A scalar (strings, numbers, booleans and unions of their literals), or 'other' (objects, arrays). */
  kind: Scalar | 'other';
  optional: boolean;
  /** The literals of a union of string literals ('a' | 'b'): the values a request field may take. */
  literals?: string[];
  /** The first line of the property's doc comment, if any. */
  doc: string;
}

export interface ApiInfo {
  /** The domain module (src/services/api/<domain>.ts) and its exported function. */
  domain: string;
  fn: string;
  /** 'handlebusi/busi/handle' */
  path: string;
  /** The request's properties; undefined when the function takes no payload (or may be called without one). */
  request?: Prop[];
  /** The answer: an object's own fields, or the list it is (or holds in `listField`) and the fields of its items. */
  response: { fields: Prop[]; listField?: string; items?: Prop[]; isList: boolean };
}

const apiDir = (root: string) => path.join(root, 'src', 'services', 'api');

/** '/api/handlebusi/busi/handle' or 'handlebusi/busi/handle' -> 'handlebusi/busi/handle'. */
export const normalizeApiPath = (p: string): string =>
  p
    .replace(/^\/?api\//, '')
    .replace(/^\/+/, '')
    .split('?')[0];

/** The exported function of a domain module whose definition names the path. */
export function findEndpoint(root: string, apiPath: string): { domain: string; fn: string } {
  const want = normalizeApiPath(apiPath);
  const hits: { domain: string; fn: string }[] = [];
  for (const file of fs.readdirSync(apiDir(root))) {
    if (!file.endsWith('.ts') || file === 'index.ts' || file === 'define.ts') continue;
    const text = fs.readFileSync(path.join(apiDir(root), file), 'utf8');
    // The path may sit on the next lines (Prettier wraps long definitions), never past the next export.
    const re = /^export const (\w+)\b(?:(?!\nexport )[\s\S])*?'\/api\/([^'?]+)/gm;
    for (let m = re.exec(text); m; m = re.exec(text))
      if (m[2] === want) hits.push({ domain: file.slice(0, -3), fn: m[1] });
  }
  if (hits.length === 0)
    throw new Error(`no function of src/services/api serves /api/${want}: add it to its domain module first`);
  return hits[0];
}

function scalarOf(type: ts.Type): { kind: Scalar | 'other'; literals?: string[] } {
  const parts = type.isUnion() ? type.types : [type];
  const defined = parts.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (defined.length > 0 && defined.every((t) => t.flags & ts.TypeFlags.StringLike)) {
    const literals = defined.every((t) => t.isStringLiteral())
      ? defined.map((t) => (t.isStringLiteral() ? t.value : ''))
      : undefined;
    return { kind: 'string', literals };
  }
  if (defined.length > 0 && defined.every((t) => t.flags & ts.TypeFlags.NumberLike)) return { kind: 'number' };
  if (defined.length > 0 && defined.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return { kind: 'boolean' };
  return { kind: 'other' };
}

function propsOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): Prop[] {
  return checker.getPropertiesOfType(type).map((sym) => {
    const t = checker.getTypeOfSymbolAtLocation(sym, at);
    const doc = ts.displayPartsToString(sym.getDocumentationComment(checker)).split('\n')[0].trim();
    return { name: sym.getName(), ...scalarOf(t), optional: (sym.flags & ts.SymbolFlags.Optional) !== 0, doc };
  });
}

const elementOf = (checker: ts.TypeChecker, t: ts.Type): ts.Type | undefined =>
  checker.isArrayType(t) || checker.isTupleType(t) ? checker.getTypeArguments(t as ts.TypeReference)[0] : undefined;

const programs = new Map<string, ts.Program>();

/** One program over every domain module of a project, made once: reading many endpoints costs one compile. */
function programOf(root: string): ts.Program {
  let program = programs.get(root);
  if (!program) {
    const files = fs
      .readdirSync(apiDir(root))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(apiDir(root), f));
    program = ts.createProgram(files, {
      strict: true,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
    });
    programs.set(root, program);
  }
  return program;
}

/** Reads the endpoint's request and answer with the project's own compiler settings. */
export function describeEndpoint(root: string, apiPath: string): ApiInfo {
  const { domain, fn } = findEndpoint(root, apiPath);
  const file = path.join(apiDir(root), `${domain}.ts`);
  const program = programOf(root);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSym = source && checker.getSymbolAtLocation(source);
  const sym = moduleSym && checker.getExportsOfModule(moduleSym).find((s) => s.getName() === fn);
  if (!source || !sym) throw new Error(`src/services/api/${domain}.ts: cannot read ${fn}`);
  const fnType = checker.getTypeOfSymbolAtLocation(sym, source);
  const sig = fnType.getCallSignatures()[0];
  if (!sig) throw new Error(`${domain}.${fn} is not a function`);

  // The request: none when the payload is void or may be left out.
  const param = sig.getParameters()[0];
  let request: Prop[] | undefined;
  if (param) {
    const q = checker.getTypeOfSymbolAtLocation(param, source);
    const parts = q.isUnion() ? q.types : [q];
    const mayOmit =
      parts.some((t) => t.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) ||
      (param.flags & ts.SymbolFlags.Optional) !== 0;
    if (!mayOmit) request = propsOf(checker, q, source);
  }

  // The answer: Promise<R>.
  const promised = sig.getReturnType();
  const r = checker.getTypeArguments(promised as ts.TypeReference)[0] ?? promised;
  const el = elementOf(checker, r);
  if (el)
    return {
      domain,
      fn,
      path: normalizeApiPath(apiPath),
      request,
      response: { fields: [], items: propsOf(checker, el, source), isList: true },
    };
  const fields = propsOf(checker, r, source);
  const list = checker
    .getPropertiesOfType(r)
    .find((s) => elementOf(checker, checker.getTypeOfSymbolAtLocation(s, source)));
  const items = list && elementOf(checker, checker.getTypeOfSymbolAtLocation(list, source));
  return {
    domain,
    fn,
    path: normalizeApiPath(apiPath),
    request,
    response: { fields, listField: list?.getName(), items: items && propsOf(checker, items, source), isList: false },
  };
}
