/**
 * The dependency patches in `patches/` (see patches/README.md) are made against one version of a
 * package. An upgrade that patch-package still manages to apply, or a copy of the package installed
 * somewhere it does not patch, would silently run the shop on unpatched code; this test says which
 * patch to redo instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const patchesDir = path.join(root, 'patches');

interface Patch {
  file: string;
  name: string;
  version: string;
}

/** `@apollo+server+5.5.1.patch` → `@apollo/server` at `5.5.1` (patch-package's file names). */
function parsePatchName(file: string): Patch {
  const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file}: not a patch-package file name (<name>+<version>.patch)`);
  return { file, name: match[1]!.replace('+', '/'), version: match[2]! };
}

const patches = fs
  .readdirSync(patchesDir)
  .filter((f) => f.endsWith('.patch'))
  .map(parsePatchName);

/** Every installed copy of a package: hoisted at the root, or kept by a workspace of its own. */
function installedCopies(name: string) {
  return ['.', 'graphql-server', 'web']
    .map((dir) => path.join(root, dir, 'node_modules', name, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => ({
      where: path.relative(root, path.dirname(file)),
      version: (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version,
    }));
}

/** The lines a patch adds, per file it changes (paths as in the diff, from the repository root). */
function addedLines(patchText: string) {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patchText.split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) {
      current = [];
      files.set(target[1]!, current);
    } else if (current && line.startsWith('+') && line.slice(1).trim()) {
      current.push(line.slice(1).trim());
    }
  }
  return files;
}

describe('dependency patches (patches/)', () => {
  it('finds the patches', () => {
    expect(patches.length, 'no *.patch file in patches/').toBeGreaterThan(0);
  });

  it.each(patches)('$file: the installed $name is the version the patch was made for', (patch) => {
    const copies = installedCopies(patch.name);
    expect(copies.length, `patches/${patch.file}: ${patch.name} is not installed`).toBeGreaterThan(0);
    for (const copy of copies)
      expect(
        copy.version,
        `patches/${patch.file} was made for ${patch.name} ${patch.version}, but ${copy.where} holds ` +
          `${copy.version}: check whether the upstream fix named in patches/README.md has landed, ` +
          `then drop the patch or redo it (npx patch-package ${patch.name}) and update the README`,
      ).toBe(patch.version);
  });

  it.each(patches)('$file: is applied to the installed files', (patch) => {
    const text = fs.readFileSync(path.join(patchesDir, patch.file), 'utf8');
    const files = addedLines(text);
    expect(files.size, `patches/${patch.file} changes no file`).toBeGreaterThan(0);
    for (const [file, lines] of files) {
      const installed = fs.readFileSync(path.join(root, file), 'utf8');
      const missing = lines.filter((l) => !installed.includes(l));
      expect(missing, `patches/${patch.file} is not applied to ${file} (run npm ci)`).toEqual([]);
    }
  });

  it.each(patches)('$file: is explained in patches/README.md', (patch) => {
    const readme = fs.readFileSync(path.join(patchesDir, 'README.md'), 'utf8');
    expect(readme, `patches/README.md does not name ${patch.file}`).toContain(patch.file);
  });
});
