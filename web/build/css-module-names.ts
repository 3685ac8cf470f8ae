import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * CSS Modules class names: the class and a hash of its file (`price_Ab3_x`). Vite's default adds
 * the line number too, and each class name is written out in the JS that uses its module: the
 * line numbers alone were 0.7 KiB gzip of the home page's JS. The hash is of the file's path
 * relative to `root` (the web folder), so the shop's build and the server's pre-render name
 * classes alike. Two files whose hashes collide stop the build rather than share class names.
 */
export function cssModuleNames(root: string): (name: string, file: string) => string {
  const moduleHashes = new Map<string, string>();
  return (name, file) => {
    const relative = path.relative(root, file);
    const hash = createHash('sha256').update(relative).digest('base64url').slice(0, 5);
    const owner = moduleHashes.get(hash);
    if (owner && owner !== relative)
      throw new Error(`CSS Modules ${owner} and ${relative} hash alike: lengthen the hash`);
    moduleHashes.set(hash, relative);
    return `${name}_${hash}`;
  };
}
