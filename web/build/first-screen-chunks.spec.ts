import { describe, expect, it } from 'vitest';
import { chunkOf, firstScreenGroups, shopLayout } from './first-screen-chunks.js';
import type { ModuleNode } from './module-imports.js';

const root = '/app/web';
const src = (file: string) => `${root}/src/${file}`;
const layout = shopLayout(root);

/** A small app: boot -> react; the app -> apollo, the ui barrel; two landing pages; a lazy screen. */
function graph(): Map<string, ModuleNode> {
  const modules = new Map<string, ModuleNode>();
  const add = (id: string, code: string, importedIds: string[], dynamicImporters: string[] = []) =>
    modules.set(id, { id, code, importedIds, importers: [], dynamicImporters });
  add(src('boot.tsx'), `import 'react';`, ['/nm/react/index.js']);
  add('/nm/react/index.js', '', []);
  add(src('lib/apollo.ts'), `import '@apollo/client';`, ['/nm/@apollo/client/index.js']);
  add('/nm/@apollo/client/index.js', '', []);
  add(src('app/App.tsx'), '', []);
  add(src('app/router.tsx'), '', [], []);
  add(src('lib/lazy-screen.tsx'), '', []);
  const ui = src('components/ui/index.ts');
  add(
    ui,
    `export { Card } from './Card';\nexport { CartIcon } from './icons/cart';\nexport { BellIcon } from './icons/bell';\nexport { Table } from './Table';`,
    [
      src('components/ui/Card.tsx'),
      src('components/ui/icons/cart.ts'),
      src('components/ui/icons/bell.ts'),
      src('components/ui/Table.tsx'),
    ],
  );
  for (const m of ['Card.tsx', 'icons/cart.ts', 'icons/bell.ts', 'Table.tsx'])
    add(src(`components/ui/${m}`), '', []);
  add(
    layout.landingPages[0],
    `import { Card, CartIcon } from '../../components/ui';\nimport { price } from './price';`,
    [ui, src('features/catalog/price.ts')],
  );
  add(
    layout.landingPages[1],
    `import { Card } from '../../components/ui';\nimport { filters } from './filters';`,
    [ui, src('features/catalog/filters.ts')],
  );
  add(src('features/catalog/price.ts'), '', []);
  add(src('features/catalog/filters.ts'), '', []);
  add(src('features/admin/Admin.tsx'), `import { Table, BellIcon } from '../../components/ui';`, [ui]);
  // The lazy admin screen uses the home page's price module too.
  for (const [id, importers] of [
    [src('features/catalog/price.ts'), [layout.landingPages[0], src('features/admin/Admin.tsx')]],
    [src('components/ui/Card.tsx'), [ui]],
  ] as const)
    modules.set(id, { ...modules.get(id)!, importers: [...importers] });
  return modules;
}

describe('first screen chunks', () => {
  const modules = graph();
  const groups = firstScreenGroups(layout, (id) => modules.get(id));
  const chunk = (id: string) => chunkOf(id, layout, groups);

  it('puts each start stage in its chunk: boot with React, then Apollo and the app', () => {
    expect(chunk(src('boot.tsx'))).toBe('shop');
    expect(chunk('/nm/react/index.js')).toBe('shop');
    expect(chunk(src('lib/apollo.ts'))).toBe('shop-app');
    expect(chunk('/nm/@apollo/client/index.js')).toBe('shop-app');
  });

  it('leaves the entry, the landing pages and what one page alone uses to the bundler', () => {
    expect(chunk(layout.shopEntry)).toBeNull();
    expect(chunk(layout.landingPages[0])).toBeNull();
    expect(chunk(src('features/catalog/filters.ts'))).toBeNull();
    expect(chunk(src('features/admin/Admin.tsx'))).toBeNull();
  });

  it('gives the storefront what both pages take through the barrel, and what the home page shares with lazy screens', () => {
    expect(chunk(src('components/ui/Card.tsx'))).toBe('storefront');
    expect(chunk(src('features/catalog/price.ts'))).toBe('storefront');
    // Only the names taken from the barrel: the table goes with the lazy screen that takes it.
    expect(chunk(src('components/ui/Table.tsx'))).toBeNull();
  });

  it("gives the home page's icons to the storefront and the others one chunk", () => {
    expect(chunk(src('components/ui/icons/cart.ts'))).toBe('storefront');
    expect(chunk(src('components/ui/icons/bell.ts'))).toBe('icons');
  });

  it("keeps Vite's preload helper apart", () => {
    expect(chunk('\0vite/preload-helper.js')).toBe('preload-helper');
  });
});
