import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.VITE_DEV_API ?? 'http://localhost:5000';

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of the
 * build, once, so the server sends them without compressing per request (graphql-server/src/web).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rupee-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(html|js|css|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

// react-router's package exports only its development build (warnings and checks included, about
// 30 kB gzip more): the production build sits beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * `graphql(\`query X …\`)` becomes a direct import of codegen's `XDocument` (fragments:
 * `XFragmentDoc`), as the client preset's Babel plugin does. The `graphql()` function looks
 * documents up in a map of all of them, so any page using it shipped every operation of the app;
 * direct imports let each page ship only its own. Each document is its own module (read out of the
 * generated graphql.ts): one module holding them all would land, whole, in the first page's chunks.
 */
function typedDocumentImports(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/graphql/graphql.ts');
  const PREFIX = '\0typed-document:';
  let documents: Map<string, string> | undefined;
  /** `export const XDocument = {…} as unknown as DocumentNode<…>;`, one a line, by name. */
  const readDocuments = () => {
    const found = new Map<string, string>();
    for (const line of fs.readFileSync(generated, 'utf8').split('\n')) {
      const m = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
      if (m) found.set(m[1]!, m[2]!);
    }
    return found;
  };
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
      documents ??= readDocuments();
      const name = id.slice(PREFIX.length);
      const body = documents.get(name);
      if (!body) throw new Error(`${name} is not in ${generated}: run \`npm run codegen\``);
      return `export const ${name} = ${body};\n`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/graphql/') || !code.includes('graphql(`')) return;
      const documentName = (source: string) => {
        const def = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!def) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        return def[1] === 'fragment' ? `${def[2]}FragmentDoc` : `${def[2]}Document`;
      };
      const source = (name: string) => JSON.stringify(PREFIX + name);
      // `export const X = graphql(…);` (the operations modules) re-exports the document's own
      // module, so that a page importing one operation of a module gets that one only.
      const reexported = code.replace(
        /^export const (\w+) = graphql\(\s*`([^`]*)`\s*\);$/gm,
        // An imported binding, re-exported: the module can still use it, and the bundler traces
        // importers through to the document's module.
        (_match, local: string, doc: string) =>
          `import { ${documentName(doc)} as ${local} } from ${source(documentName(doc))};\nexport { ${local} };`,
      );
      const names = new Set<string>();
      const out = reexported.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_match, doc: string) => {
        const name = documentName(doc);
        names.add(name);
        return `__typed_${name}`;
      });
      const imports = [...names].map((n) => `import { ${n} as __typed_${n} } from ${source(n)};`);
      return { code: `${imports.join('\n')}\n${out}`, map: null };
    },
  };
}

/**
 * The modules a page needs before it renders, each page's in one chunk (or two: what the shop and
 * the API explorer share, such as React, and the rest). Left to itself the bundler splits them by
 * which of the many lazy screens also use them, into thirty-odd chunks of a few kB: each a request
 * of its own on the first visit, and a worse compression than one file.
 */
function initialChunks(): NonNullable<NonNullable<CodeSplittingOptions['groups']>[number]['name']> {
  const shopEntry = path.resolve(import.meta.dirname, 'src/main.tsx');
  const explorerEntry = path.resolve(import.meta.dirname, 'src/explorer/main.tsx');
  let shop: Set<string> | undefined;
  let explorer: Set<string> | undefined;
  const staticClosure = (entry: string, ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) walk(dep);
    };
    walk(entry);
    return seen;
  };
  return (id, ctx) => {
    shop ??= staticClosure(shopEntry, ctx);
    explorer ??= staticClosure(explorerEntry, ctx);
    if (!id.includes('/node_modules/') || !shop.has(id) || explorer.has(id)) return null;
    return 'vendor';
  };
}

export default defineConfig(({ command }) => ({
  plugins: [typedDocumentImports(), react(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  // Source maps for whoever holds the build (no sourceMappingURL in the files; the server never
  // serves .map files).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The shop, and the API explorer (GraphiQL) as its own small entry: the shop never loads it.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        explorer: fileURLToPath(new URL('explorer.html', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: [{ name: initialChunks(), tags: ['$initial'] }] },
      },
    },
  },
}));
