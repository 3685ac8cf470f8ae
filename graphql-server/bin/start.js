// `npm start`: runs the compiled server in this one node process (no tsx, no esbuild at run time).
// Builds first only what is missing or older than its sources (the server with tsc, the web app
// with Vite), so a fresh clone builds once and a `git pull` is picked up; a built checkout starts
// straight away (the check stats a few hundred files: milliseconds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const at = (...parts) => path.join(root, ...parts);

// tsc's output bundled by esbuild (graphql-server/scripts/bundle.js).
const SERVER_MAIN = at('graphql-server', 'dist', 'bundle', 'main.mjs');

const builds = [
  {
    workspace: 'graphql-server',
    // Written after tsc succeeds (tsc leaves unchanged outputs untouched, so main.js's date says little).
    output: at('graphql-server', 'dist', '.built'),
    sources: [
      at('graphql-server', 'src'),
      at('db'),
      at('graphql-server', 'tsconfig.json'),
      at('graphql-server', 'tsconfig.build.json'),
      at('tsconfig.json'),
    ],
  },
  {
    workspace: 'web',
    // The server build comes last (web's build script): present and newer than the sources, both are.
    output: at('web', 'dist-ssr', 'entry-server.js'),
    sources: [at('web', 'src'), at('web', 'public'), at('web', 'index.html'), at('web', 'vite.config.ts')],
  },
];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when missing. */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** The workspaces whose build is missing or older than one of its sources. */
function staleBuilds() {
  return builds
    .filter(({ output, sources }) => {
      const built = newest(output);
      return built === 0 || sources.some((s) => newest(s) > built);
    })
    .map((b) => b.workspace);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const workspace of staleBuilds()) {
    process.stdout.write(`Building ${workspace} (missing or older than its sources)...\n`);
    const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
    const result = spawnSync(npm[0], [...npm[1], 'run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      // Always a production build: under any other NODE_ENV (a shell's `development`, a harness's
      // `test`) Vite bundles React's development build, three times the size, and it would stay
      // in dist for every later start.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      process.stderr.write(`Rupee Shop could not start: building ${workspace} failed (see above).\n`);
      process.exit(1);
    }
  }
  // The production build runs as production; whether the shop is a production one (its first
  // admin may not have a development password) is the operator's word: NODE_ENV or DATABASE_URL.
  if (process.env.NODE_ENV === undefined) {
    process.env.NODE_ENV = 'production';
    process.env.SHOP_NODE_ENV_DEFAULTED = 'true';
  }
  await import(pathToFileURL(SERVER_MAIN).href);
}
