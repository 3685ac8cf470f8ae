import path from 'node:path';
import { parseSync, type Rolldown } from 'vite';

/** What the chunk grouping reads of a module: the bundler's `ModuleInfo`, or a test's stand-in. */
export type ModuleNode = Pick<
  Rolldown.ModuleInfo,
  'id' | 'code' | 'importedIds' | 'importers' | 'dynamicImporters'
>;
export type ModuleLookup = (id: string) => ModuleNode | null | undefined;

/** A module's static imports and re-exports, as the parser reads them from its (built) code. */
export interface ModuleImports {
  /** Import and re-export specifiers, in order of appearance, once each. */
  specifiers: string[];
  /** Per `import { … } from` / `export { … } from` statement: its specifier and the names it takes. */
  named: { specifier: string; names: string[] }[];
  /** Specifiers taken whole: a namespace or default import, `export *`, or a side-effect import. */
  whole: Set<string>;
  /** Per `export { … } from` statement: its specifier and `[imported, exported]` name pairs. */
  reexports: { specifier: string; pairs: [imported: string, exported: string][] }[];
}

const parsed = new Map<string, ModuleImports>();

/** The imports of `code` (parsed once per distinct code). */
export function moduleImports(code: string): ModuleImports {
  const cached = parsed.get(code);
  if (cached) return cached;
  const { module } = parseSync('module.js', code, { sourceType: 'module' });
  const statements: { start: number; specifier: string }[] = [];
  const named: ModuleImports['named'] = [];
  const reexports: ModuleImports['reexports'] = [];
  const whole = new Set<string>();
  for (const statement of module.staticImports) {
    const specifier = statement.moduleRequest.value;
    statements.push({ start: statement.start, specifier });
    const names = statement.entries
      .filter((e) => e.importName.kind === 'Name')
      .map((e) => e.importName.name!);
    if (names.length) named.push({ specifier, names });
    if (!statement.entries.length || statement.entries.some((e) => e.importName.kind !== 'Name'))
      whole.add(specifier);
  }
  for (const statement of module.staticExports) {
    const specifier = statement.entries.find((e) => e.moduleRequest)?.moduleRequest?.value;
    if (specifier === undefined) continue;
    statements.push({ start: statement.start, specifier });
    const pairs = statement.entries
      .filter((e) => e.importName.kind === 'Name')
      .map((e): [string, string] => [e.importName.name!, e.exportName.name ?? e.importName.name!]);
    if (pairs.length) {
      named.push({ specifier, names: pairs.map(([imported]) => imported) });
      reexports.push({ specifier, pairs });
    }
    if (statement.entries.some((e) => e.importName.kind === 'All' || e.importName.kind === 'AllButDefault'))
      whole.add(specifier);
  }
  const specifiers = [...new Set(statements.sort((a, b) => a.start - b.start).map((s) => s.specifier))];
  const result = { specifiers, named, whole, reexports };
  parsed.set(code, result);
  return result;
}

const isRelative = (spec: string) => spec.startsWith('.') || spec.startsWith('/');

/** The module `from` resolves `spec` to, among `candidates`, or undefined when that cannot be told. */
export function resolveAmong(
  from: ModuleNode,
  spec: string,
  candidates: readonly string[],
): string | undefined {
  // A virtual module (a GraphQL document) is its own id.
  if (spec.startsWith('\0')) return candidates.find((c) => c === spec);
  if (!isRelative(spec)) {
    // A package: the bundler lists a module's dependencies in the order its code imports them;
    // trusted only when the counts agree and every relative one lands where it should.
    const specs = moduleImports(from.code ?? '').specifiers;
    // Vite's preload helper is imported by a module with dynamic imports, but only at render time:
    // the module's code here does not name it yet.
    const ids = from.importedIds.filter((id) => id !== '\0vite/preload-helper.js');
    if (specs.length !== ids.length) return undefined;
    const mismatch = specs.some((sp, i) => isRelative(sp) && resolveAmong(from, sp, [ids[i]!]) !== ids[i]);
    const id = mismatch ? undefined : ids[specs.indexOf(spec)];
    return id && candidates.includes(id) ? id : undefined;
  }
  const base = path.resolve(path.dirname(from.id), spec);
  return candidates.find(
    (c) =>
      c === base ||
      c.replace(/\.[cm]?[jt]sx?$/, '') === base ||
      c.replace(/\/index\.[cm]?[jt]sx?$/, '') === base,
  );
}

/**
 * The names `importer` takes from `barrel` (by its named imports, and its own `export { … } from`
 * lines when it is a barrel itself), or undefined when that cannot be told (then: all of them).
 */
export function takenNames(importer: ModuleNode, barrel: string): Set<string> | undefined {
  if (!importer.code) return undefined;
  const imports = moduleImports(importer.code);
  for (const spec of imports.whole) if (resolveAmong(importer, spec, [barrel]) === barrel) return undefined;
  const names = new Set<string>();
  for (const { specifier, names: taken } of imports.named)
    if (resolveAmong(importer, specifier, [barrel]) === barrel) for (const name of taken) names.add(name);
  return names.size ? names : undefined;
}

/**
 * The modules behind the `names` that `barrel` re-exports (`export { … } from` lines), followed
 * through the re-exporting modules (`mayReexport`) it re-exports from, or undefined when that cannot
 * be told (then: all of it).
 */
export function barrelTargets(
  barrel: string,
  names: Set<string>,
  getModuleInfo: ModuleLookup,
  mayReexport: (id: string) => boolean,
): string[] | undefined {
  const info = getModuleInfo(barrel);
  if (!info?.code) return undefined;
  const remaining = new Set(names);
  const targets = new Set<string>();
  for (const { specifier, pairs } of moduleImports(info.code).reexports) {
    const wanted = pairs.filter(([, exported]) => remaining.has(exported));
    if (!wanted.length) continue;
    const target = resolveAmong(info, specifier, info.importedIds);
    if (!target) return undefined;
    for (const [, exported] of wanted) remaining.delete(exported);
    const inner = mayReexport(target)
      ? barrelTargets(target, new Set(wanted.map(([imported]) => imported)), getModuleInfo, mayReexport)
      : undefined;
    for (const t of inner ?? [target]) targets.add(t);
  }
  // A name the barrel defines itself or re-exports otherwise (export *): all of it.
  return remaining.size ? undefined : [...targets];
}
