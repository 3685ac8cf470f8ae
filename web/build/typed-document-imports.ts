import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `graphql(\`query X …\`)` becomes a direct import of codegen's `XDocument` (fragments:
 * `XFragmentDoc`), as the client preset's Babel plugin does. The `graphql()` function looks
 * documents up in a map of all of them, so any page using it shipped every operation of the app;
 * direct imports let each page ship only its own. Each document is its own module (read out of the
 * generated graphql.ts): one module holding them all would land, whole, in the first page's chunks.
 */
/** The id prefix of a document's module. */
const PREFIX = '\0typed-document:';

export function typedDocumentImports(root: string): Plugin {
  const generated = path.resolve(root, 'src/graphql/graphql.ts');
  let documents: Map<string, string> | undefined;
  return {
    name: 'rupee-shop:typed-document-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
      this.addWatchFile(generated);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return;
      documents ??= readDocuments(fs.readFileSync(generated, 'utf8'));
      const name = id.slice(PREFIX.length);
      const body = documents.get(name);
      if (!body) throw new Error(`${name} is not in ${generated}: run \`npm run codegen\``);
      return `export const ${name} = ${body};\n`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/graphql/') || !code.includes('graphql(`')) return;
      return { code: directDocumentImports(code, id), map: null };
    },
  };
}

/** `export const XDocument = {…} as unknown as DocumentNode<…>;` lines of codegen's graphql.ts, by name. */
export function readDocuments(generated: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of generated.split('\n')) {
    const m = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
    if (m) found.set(m[1]!, m[2]!);
  }
  return found;
}

/** Codegen's name of a document's export: `XDocument` for an operation, `XFragmentDoc` for a fragment. */
export function documentName(source: string, id: string): string {
  const def = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
  if (!def) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
  return def[1] === 'fragment' ? `${def[2]}FragmentDoc` : `${def[2]}Document`;
}

/** `code` (module `id`) with each `graphql(\`…\`)` replaced by an import of its document's module. */
export function directDocumentImports(code: string, id: string): string {
  const source = (name: string) => JSON.stringify(PREFIX + name);
  // `export const X = graphql(…);` (the operations modules) re-exports the document's own module,
  // so that a page importing one operation of a module gets that one only.
  const reexported = code.replace(
    /^export const (\w+) = graphql\(\s*`([^`]*)`\s*\);$/gm,
    // Re-exported from the document's module (the bundler traces importers through to it, and the
    // chunk grouping reads `export { … } from` to follow only the names a module takes), and
    // imported too, so that the module can still use it.
    (_match, local: string, doc: string) =>
      `export { ${documentName(doc, id)} as ${local} } from ${source(documentName(doc, id))};\n` +
      `import { ${documentName(doc, id)} as ${local} } from ${source(documentName(doc, id))};`,
  );
  const names = new Set<string>();
  const out = reexported.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_match, doc: string) => {
    const name = documentName(doc, id);
    names.add(name);
    return `__typed_${name}`;
  });
  const imports = [...names].map((n) => `import { ${n} as __typed_${n} } from ${source(n)};`);
  return `${imports.join('\n')}\n${out}`;
}
