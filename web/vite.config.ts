import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { cssModuleNames } from './build/css-module-names.js';
import { firstScreenChunks } from './build/first-screen-chunks.js';
import { precompress } from './build/precompress.js';
import { pureReactRouterComponents, reactRouterProduction } from './build/react-router.js';
import { typedDocumentImports } from './build/typed-document-imports.js';

// The build's plugins and the first screen's chunk grouping live in build/, each with its tests.
const root = import.meta.dirname;
const api = process.env.VITE_DEV_API ?? 'http://localhost:5000';
const css = { modules: { generateScopedName: cssModuleNames(root) } };

/**
 * The server's build of src/entry-server.tsx (`vite build --ssr`), into dist-ssr: the storefront's
 * pre-render (graphql-server/src/web/prerender.ts). Its packages are bundled into it, tree-shaken
 * and in their production builds (react-router's only an alias reaches): node loading them from
 * node_modules read some 500 files (Apollo Client, rxjs, React) and kept 6-7 MB more of heap for
 * the life of the server.
 */
const serverBuild = {
  plugins: [typedDocumentImports(root), react()],
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
          plugins: [typedDocumentImports(root), pureReactRouterComponents(), react(), precompress()],
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
                codeSplitting: { groups: [{ name: firstScreenChunks(root) }] },
              },
            },
          },
        },
);
