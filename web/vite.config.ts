import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

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
        // Made by an earlier build into the same folder (the explorer's follows the shop's).
        if (fs.existsSync(`${file}.br`) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs)
          continue;
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
 * React Router's build makes its components and contexts with calls at the top of the module
 * (`var Form = React.forwardRef(…)`) that carry no `#__PURE__` mark, so the bundler keeps every
 * one, used or not, with all it calls: the shop uses neither `Form` nor the framework mode's
 * prefetching and server components. React's `forwardRef`, `createContext` and `memo` only make
 * an object: marking those calls pure, and dropping the developer tools' `displayName` lines that
 * name them, lets the unused ones go.
 */
function pureReactRouterComponents(): Plugin {
  return {
    name: 'rupee-shop:pure-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const marked = code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          // `Form.displayName = "Form";` would keep `Form` too (a name for React's developer tools).
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}

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
        // Re-exported from the document's module (the bundler traces importers through to it, and
        // the chunk grouping below reads `export { … } from` to follow only the names a module
        // takes), and imported too, so that the module can still use it.
        (_match, local: string, doc: string) =>
          `export { ${documentName(doc)} as ${local} } from ${source(documentName(doc))};\n` +
          `import { ${documentName(doc)} as ${local} } from ${source(documentName(doc))};`,
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

const intersection = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));

/**
 * The app's re-exporting modules (components/ui, each feature's public face, and the operations
 * modules, whose `graphql()` documents the build turns into re-exports of one module each).
 */
const BARREL = /\/src\/(components\/ui\/index|features\/[^/]+\/public|(features|lib)\/.*\boperations)\.tsx?$/;

/**
 * Where a dependency may be a re-exporting module: the app's barrels, and any package module (a
 * package's index, `@apollo/client/react` say, re-exports its hooks: a lazy screen's hook must not
 * come along with the one the first screen takes).
 */
const mayReexport = (id: string) => BARREL.test(id) || id.includes('/node_modules/');

/** A module's static import and re-export specifiers, in order of appearance, once each. */
const specifierCache = new Map<string, string[]>();
function specifiersInOrder(code: string): string[] {
  const cached = specifierCache.get(code);
  if (cached) return cached;
  const specs = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w*{][^;'"]*?\bfrom\s*)?["']([^"']+)["']/g))
    specs.add(m[1]!);
  specifierCache.set(code, [...specs]);
  return [...specs];
}

/** The module `from` resolves `spec` to, among `candidates`, or undefined when that cannot be told. */
function resolveAmong(
  from: Rolldown.ModuleInfo,
  spec: string,
  candidates: readonly string[],
): string | undefined {
  // A virtual module (a GraphQL document) is its own id, written escaped in the code.
  const virtual = /^(\0|\\0|\\u0000|\\x00)(.*)$/.exec(spec);
  if (virtual) return candidates.find((c) => c === `\0${virtual[2]}`);
  if (!spec.startsWith('.') && !spec.startsWith('/')) {
    // A package: the bundler lists a module's dependencies in the order its code imports them;
    // trusted only when the counts agree and every relative one lands where it should.
    const specs = specifiersInOrder(from.code ?? '');
    // Vite's preload helper is imported by a module with dynamic imports, but only at render time:
    // the module's code here does not name it yet.
    const ids = from.importedIds.filter((id) => id !== '\0vite/preload-helper.js');
    if (specs.length !== ids.length) return undefined;
    const mismatch = specs.some(
      (sp, i) => (sp.startsWith('.') || sp.startsWith('/')) && resolveAmong(from, sp, [ids[i]!]) !== ids[i],
    );
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

/** `local as exported` pairs of an import or export list (`{ a, b as c, type D }`). */
function namePairs(list: string): [local: string, exported: string][] {
  return list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((n) => {
      const [local, exported = local] = n.split(/\s+as\s+/) as [string, string?];
      return [local, exported];
    });
}

/**
 * The names `importer` takes from `barrel` (by its named imports, and its own `export { … } from`
 * lines when it is a barrel itself), or undefined when that cannot be told (then: all of them).
 */
function takenNames(importer: Rolldown.ModuleInfo, barrel: string): Set<string> | undefined {
  if (!importer.code) return undefined;
  const names = new Set<string>();
  for (const m of importer.code.matchAll(/\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (resolveAmong(importer, m[2]!, [barrel]) !== barrel) continue;
    for (const [local] of namePairs(m[1]!)) names.add(local);
  }
  // A namespace or default import, `export *`, or a side-effect import: all of it.
  for (const m of importer.code.matchAll(
    /\b(?:import|export)\s*(?:(?:\*|\w)[^;{}]*?from\s*)?["']([^"']+)["']/g,
  ))
    if (resolveAmong(importer, m[1]!, [barrel]) === barrel) return undefined;
  return names.size ? names : undefined;
}

/**
 * The modules behind the `names` that `barrel` re-exports (`export { … } from` lines), followed
 * through barrels it re-exports from, or undefined when that cannot be told (then: all of it).
 */
function barrelTargets(barrel: string, names: Set<string>, ctx: ChunkingContext): string[] | undefined {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) return undefined;
  const remaining = new Set(names);
  const targets = new Set<string>();
  for (const m of info.code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const wanted = namePairs(m[1]!).filter(([, exported]) => remaining.has(exported));
    if (!wanted.length) continue;
    const target = resolveAmong(info, m[2]!, info.importedIds);
    if (!target) return undefined;
    for (const [, exported] of wanted) remaining.delete(exported);
    const inner = mayReexport(target)
      ? barrelTargets(target, new Set(wanted.map(([local]) => local)), ctx)
      : undefined;
    for (const t of inner ?? [target]) targets.add(t);
  }
  // A name the barrel defines itself or re-exports otherwise (export *): all of it.
  return remaining.size ? undefined : [...targets];
}

/**
 * The modules the shop's first screen needs, in few chunks: what the shop's app imports (two
 * chunks: src/boot.tsx with React, which the entry loads after the first paint; then Apollo
 * Client, the router, the layout..., which boot.tsx loads), and what the storefront's landing
 * pages (home, listing) import besides their own module (one more). A chunk's code runs as one
 * task, compiled as it runs: as one chunk, the app was a task of 200-400 ms on a phone (Chromium at
 * 4x CPU slowdown), the longest of the first visit. Left to itself the bundler splits them by
 * which of the many lazy screens also use them, into thirty-odd chunks of a few kB: each a request
 * of its own on the first visit (six at a time over HTTP/1.1), and a worse compression than one
 * file.
 */
function firstScreenChunks(): Rolldown.CodeSplittingNameFunction {
  const at = (file: string) => path.resolve(import.meta.dirname, file);
  const shopEntry = at('src/main.tsx');
  // The app's start (boot.tsx) comes in two chunks, each run in a task of its own: React (boot's own
  // imports), then Apollo Client and the app, which boot.tsx imports once React has run.
  const stages = [
    { name: 'shop', entries: [at('src/boot.tsx')] },
    {
      name: 'shop-app',
      entries: [
        at('src/lib/apollo.ts'),
        at('src/app/App.tsx'),
        at('src/app/router.tsx'),
        at('src/lib/lazy-screen.tsx'),
      ],
    },
  ];
  const landingPages = [at('src/features/catalog/HomePage.tsx'), at('src/features/catalog/ProductsPage.tsx')];
  const icon = /\/src\/components\/ui\/icons\/\w+\.ts$/;
  let groups:
    | { stages: { name: string; modules: Set<string> }[]; storefront: Set<string>; home: Set<string> }
    | undefined;
  /** What `entries` import statically, transitively (through a barrel, only what is taken from it). */
  const staticClosure = (entries: string[], ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const walked = new Set<string>();
    const walk = (id: string) => {
      seen.add(id);
      if (walked.has(id)) return;
      walked.add(id);
      const info = ctx.getModuleInfo(id);
      for (const dep of info?.importedIds ?? []) {
        const names = mayReexport(dep) ? takenNames(info!, dep) : undefined;
        const taken = names && barrelTargets(dep, names, ctx);
        if (!taken) {
          walk(dep);
          continue;
        }
        // The barrel goes along (its own code, if it has any that is used), not all it re-exports.
        seen.add(dep);
        for (const target of taken) walk(target);
      }
    };
    for (const entry of entries) walk(entry);
    return seen;
  };
  return (id, ctx) => {
    if (!groups) {
      const pages = landingPages.map((page) => staticClosure([page], ctx));
      // What the home page alone uses but lazy screens import too: left to itself, a chunk of its
      // own (one more request on the first visit). The listing's such modules (form fields, page
      // header) stay out: the home page would download them.
      const home = pages[0]!;
      const sharedWithLazyScreens = [...home].filter((m) => {
        const info = ctx.getModuleInfo(m);
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((i) => !home.has(i));
      });
      const taken = new Set<string>();
      groups = {
        // Each stage: what it imports that an earlier one has not.
        stages: stages.map(({ name, entries }) => {
          const modules = new Set([...staticClosure(entries, ctx)].filter((m) => !taken.has(m)));
          for (const m of modules) taken.add(m);
          return { name, modules };
        }),
        // What both landing pages use (and the above); what one alone uses goes with its page.
        storefront: new Set([...intersection(pages[0]!, pages[1]!), ...sharedWithLazyScreens]),
        home,
      };
    }
    // Entry and page modules keep their own chunks (index.html and the router name those). So does
    // Vite's helper for dynamic imports: in the shop chunk, the entry would import that chunk (and
    // run the whole app) before the page's first paint.
    if (id.includes('vite/preload-helper')) return 'preload-helper';
    if (id === shopEntry || landingPages.includes(id)) return null;
    const stage = groups.stages.find(({ modules }) => modules.has(id));
    if (stage) return stage.name;
    if (groups.storefront.has(id)) return 'storefront';
    // The icons (a module each): screens take them through the components/ui barrel, which hides
    // from the check above that lazy screens use the home page's too. The home page's go with the
    // storefront; the others make one chunk for the lazy screens, not a chunk of a few bytes each.
    if (icon.test(id)) return groups.home.has(id) ? 'storefront' : 'icons';
    return null;
  };
}

/**
 * CSS Modules class names: the class and a hash of its file (`price_Ab3_x`). Vite's default adds
 * the line number too, and each class name is written out in the JS that uses its module: the
 * line numbers alone were 0.7 KiB gzip of the home page's JS. The hash is of the file's path in
 * the repository, so the shop's build and the server's pre-render (below) name classes alike.
 */
const moduleHashes = new Map<string, string>();
function scopedName(name: string, file: string): string {
  const relative = path.relative(import.meta.dirname, file);
  const hash = createHash('sha256').update(relative).digest('base64url').slice(0, 5);
  // Two modules with the same hash would share class names: the build stops rather than mix them.
  const owner = moduleHashes.get(hash);
  if (owner && owner !== relative)
    throw new Error(`CSS Modules ${owner} and ${relative} hash alike: lengthen the hash`);
  moduleHashes.set(hash, relative);
  return `${name}_${hash}`;
}
const css = { modules: { generateScopedName: scopedName } };

/**
 * The server's build of src/entry-server.tsx (`vite build --ssr`), into dist-ssr: the storefront's
 * pre-render (graphql-server/src/web/prerender.ts). Its packages are bundled into it, tree-shaken
 * and in their production builds (react-router's only an alias reaches): node loading them from
 * node_modules read some 500 files (Apollo Client, rxjs, React) and kept 6-7 MB more of heap for
 * the life of the server.
 */
const serverBuild = {
  plugins: [typedDocumentImports(), react()],
  css,
  resolve: { alias: reactRouterProduction },
  ssr: { noExternal: true as const },
  // CommonJS packages (react-dom/server) choose their build by NODE_ENV at run time: both builds
  // would be bundled without this. The build's own NODE_ENV, which also chose the JSX runtime
  // (production for `npm run build`, development React for a test's build).
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)) },
  },
};

/**
 * The API explorer (GraphiQL, explorer.html), built on its own into the same folder after the shop
 * (`vite build --mode explorer`): it shares no chunk with the shop, so the shop's first load holds
 * none of the explorer's code and the explorer runs none of the shop's.
 */
const explorerBuild = {
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: 'hidden' as const,
    chunkSizeWarningLimit: 1000,
    rollupOptions: { input: fileURLToPath(new URL('explorer.html', import.meta.url)) },
  },
};

export default defineConfig(({ command, isSsrBuild, mode }) =>
  isSsrBuild
    ? serverBuild
    : command === 'build' && mode === 'explorer'
      ? explorerBuild
      : {
          plugins: [typedDocumentImports(), pureReactRouterComponents(), react(), precompress()],
          css,
          resolve: {
            alias: command === 'build' ? reactRouterProduction : [],
            // rxjs (under Apollo Client) offers an ES2015 build beside its default ES5 one: native
            // classes instead of helpers, about 3 kB gzip less on the first page.
            conditions: ['es2015', ...defaultClientConditions],
          },
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
            // The `modulepreload` links are hints every browser the shop supports follows (Chrome,
            // Edge and Safari 17+, Firefox 115+): the script that imitates them for older ones would
            // be the first page's first code.
            //
            // The entry's import of the app preloads no modules: they arrive with the import itself.
            // Vite still passes it the app's stylesheet, which every page names already, so its
            // loader appends nothing; it would otherwise append a `modulepreload` link per chunk in
            // the task that starts the app, 1-17 ms each here (4x that on Lighthouse's phone).
            modulePreload: {
              polyfill: false,
              resolveDependencies: (_file, deps, { hostId, hostType }) =>
                hostType === 'js' && /(^|\/)main-[\w-]+\.js$/.test(hostId) ? [] : deps,
            },
            chunkSizeWarningLimit: 700,
            rollupOptions: {
              // The shop (the API explorer has a build of its own, above).
              input: { main: fileURLToPath(new URL('index.html', import.meta.url)) },
              output: {
                // Content hashes of 7 characters (42 bits; rolldown asks for 7 at least for this
                // many chunks) instead of Vite's 8: each lazy import names its chunk and the files
                // that chunk needs, the shop chunk's routes name about a hundred files, and their
                // hashes are what compresses worst (0.16 kB of the first page's JS). A changed file
                // still gets a new name.
                entryFileNames: 'assets/[name]-[hash:7].js',
                chunkFileNames: 'assets/[name]-[hash:7].js',
                assetFileNames: 'assets/[name]-[hash:7][extname]',
                codeSplitting: { groups: [{ name: firstScreenChunks() }] },
              },
            },
          },
        },
);
