/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads a resolver with require() */
/**
 * eslint-plugin-import's resolver for the server's own files: its imports name the compiled file
 * (`./x.js` for `x.ts`, NodeNext), which the node resolver does not find, so `import/no-cycle`
 * would see no server import at all. Packages are not followed (`found: false`).
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  if (!source.startsWith('.') && !path.isAbsolute(source)) return { found: false };
  const target = path.resolve(path.dirname(file), source);
  for (const candidate of [target.replace(/\.js$/, '.ts'), target])
    if (existsSync(candidate)) return { found: true, path: candidate };
  return { found: false };
};
