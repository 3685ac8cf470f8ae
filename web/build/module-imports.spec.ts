import { describe, expect, it } from 'vitest';
import { barrelTargets, moduleImports, resolveAmong, takenNames, type ModuleNode } from './module-imports.js';

const node = (id: string, code: string, importedIds: string[] = []): ModuleNode => ({
  id,
  code,
  importedIds,
  importers: [],
  dynamicImporters: [],
});

describe('moduleImports', () => {
  it('reads imports and re-exports in order, once each, and not the words in strings or comments', () => {
    const code = [
      `import { a, b as c } from './one.js';`,
      `// import x from './commented.js';`,
      `const s = "import y from './quoted.js'";`,
      `export { d as e, f } from './two.js';`,
      `import './side.js';`,
      `import * as ns from 'pkg';`,
      `export * from './all.js';`,
      `import { g } from './one.js';`,
      `const lazy = () => import('./lazy.js');`,
    ].join('\n');
    const imports = moduleImports(code);
    expect(imports.specifiers).toEqual(['./one.js', './two.js', './side.js', 'pkg', './all.js']);
    expect(imports.named).toEqual([
      { specifier: './one.js', names: ['a', 'b'] },
      { specifier: './one.js', names: ['g'] },
      { specifier: './two.js', names: ['d', 'f'] },
    ]);
    expect([...imports.whole].sort()).toEqual(['./all.js', './side.js', 'pkg']);
    expect(imports.reexports).toEqual([
      {
        specifier: './two.js',
        pairs: [
          ['d', 'e'],
          ['f', 'f'],
        ],
      },
    ]);
  });

  it('reads a virtual module written escaped as its id', () => {
    expect(moduleImports(`import { X } from "\\u0000typed-document:XDocument";`).specifiers).toEqual([
      '\0typed-document:XDocument',
    ]);
  });
});

describe('resolveAmong', () => {
  it('resolves relative specifiers with or without extension or index', () => {
    const from = node('/app/src/page.tsx', '');
    expect(resolveAmong(from, './ui', ['/app/src/ui/index.ts'])).toBe('/app/src/ui/index.ts');
    expect(resolveAmong(from, './hook.js', ['/app/src/hook.js'])).toBe('/app/src/hook.js');
    expect(resolveAmong(from, './hook', ['/app/src/hook.ts'])).toBe('/app/src/hook.ts');
    expect(resolveAmong(from, './other', ['/app/src/hook.ts'])).toBeUndefined();
  });

  it("resolves a package by the order of the module's imports, and only when the counts agree", () => {
    const code = `import { a } from './a';\nimport { useQuery } from '@apollo/client/react';\n`;
    const ids = ['/app/src/a.ts', '/nm/@apollo/client/react/index.js'];
    expect(resolveAmong(node('/app/src/p.ts', code, ids), '@apollo/client/react', ids)).toBe(ids[1]);
    // One more dependency than the code names: cannot be told.
    const more = [...ids, '/nm/extra.js'];
    expect(resolveAmong(node('/app/src/p.ts', code, more), '@apollo/client/react', more)).toBeUndefined();
    // Vite's preload helper is not in the code yet, and does not count.
    const helper = [...ids, '\0vite/preload-helper.js'];
    expect(resolveAmong(node('/app/src/p.ts', code, helper), '@apollo/client/react', helper)).toBe(ids[1]);
  });
});

describe('takenNames and barrelTargets', () => {
  const barrel = node(
    '/app/src/components/ui/index.ts',
    [
      `export { Button } from './Button';`,
      `export { Icon as CartIcon, Spinner } from './icons';`,
      `export { Table } from './Table';`,
    ].join('\n'),
    [
      '/app/src/components/ui/Button.tsx',
      '/app/src/components/ui/icons.ts',
      '/app/src/components/ui/Table.tsx',
    ],
  );
  const icons = node(
    '/app/src/components/ui/icons.ts',
    `export { Icon } from './icons/cart';\nexport const Spinner = 1;`,
    ['/app/src/components/ui/icons/cart.ts'],
  );
  const modules = new Map([barrel, icons].map((m) => [m.id, m]));
  const lookup = (id: string) => modules.get(id);
  const mayReexport = (id: string) => id === barrel.id || id === icons.id;

  it('answers the names a module takes from a barrel, or undefined when it takes all of it', () => {
    const page = node('/app/src/page.tsx', `import { Button, CartIcon as Cart } from './components/ui';`);
    expect(takenNames(page, barrel.id)).toEqual(new Set(['Button', 'CartIcon']));
    const all = node(
      '/app/src/all.tsx',
      `import * as ui from './components/ui';\nimport { Button } from './components/ui';`,
    );
    expect(takenNames(all, barrel.id)).toBeUndefined();
    expect(takenNames(node('/app/src/none.tsx', `import { x } from './x.js';`), barrel.id)).toBeUndefined();
  });

  it('follows only the taken names to their modules, through nested barrels', () => {
    expect(barrelTargets(barrel.id, new Set(['Button']), lookup, mayReexport)).toEqual([
      '/app/src/components/ui/Button.tsx',
    ]);
    expect(barrelTargets(barrel.id, new Set(['CartIcon']), lookup, mayReexport)).toEqual([
      '/app/src/components/ui/icons/cart.ts',
    ]);
    // `Spinner` is defined by icons.ts itself: all of icons.ts.
    expect(barrelTargets(barrel.id, new Set(['Spinner']), lookup, mayReexport)).toEqual([icons.id]);
    expect(barrelTargets(barrel.id, new Set(['Unknown']), lookup, mayReexport)).toBeUndefined();
  });
});
