import path from 'node:path';
import type { Rolldown } from 'vite';
import { barrelTargets, takenNames, type ModuleLookup } from './module-imports.js';

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

const intersection = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));

/** What `entries` import statically, transitively (through a barrel, only what is taken from it). */
function staticClosure(entries: string[], getModuleInfo: ModuleLookup): Set<string> {
  const seen = new Set<string>();
  const walked = new Set<string>();
  const walk = (id: string) => {
    seen.add(id);
    if (walked.has(id)) return;
    walked.add(id);
    const info = getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) {
      const names = mayReexport(dep) ? takenNames(info!, dep) : undefined;
      const taken = names && barrelTargets(dep, names, getModuleInfo, mayReexport);
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
}

export interface FirstScreenLayout {
  /** The shop's entry module (index.html's script). */
  shopEntry: string;
  /** The app's start, in stages each of its own chunk: what a stage imports that no earlier one has. */
  stages: { name: string; entries: string[] }[];
  /** The storefront's landing pages: the home page first, then the listing. */
  landingPages: [home: string, listing: string];
}

export interface FirstScreenGroups {
  stages: { name: string; modules: Set<string> }[];
  storefront: Set<string>;
  home: Set<string>;
}

/** The first screen's groups of modules, from the module graph. */
export function firstScreenGroups(layout: FirstScreenLayout, getModuleInfo: ModuleLookup): FirstScreenGroups {
  const pages = layout.landingPages.map((page) => staticClosure([page], getModuleInfo));
  // What the home page alone uses but lazy screens import too: left to itself, a chunk of its own
  // (one more request on the first visit). The listing's such modules (form fields, page header)
  // stay out: the home page would download them.
  const home = pages[0]!;
  const sharedWithLazyScreens = [...home].filter((m) => {
    const info = getModuleInfo(m);
    return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((i) => !home.has(i));
  });
  const taken = new Set<string>();
  return {
    // Each stage: what it imports that an earlier one has not.
    stages: layout.stages.map(({ name, entries }) => {
      const modules = new Set([...staticClosure(entries, getModuleInfo)].filter((m) => !taken.has(m)));
      for (const m of modules) taken.add(m);
      return { name, modules };
    }),
    // What both landing pages use (and the above); what one alone uses goes with its page.
    storefront: new Set([...intersection(pages[0]!, pages[1]!), ...sharedWithLazyScreens]),
    home,
  };
}

const ICON = /\/src\/components\/ui\/icons\/\w+\.ts$/;

/** The chunk a module goes to, or null to leave it to the bundler. */
export function chunkOf(id: string, layout: FirstScreenLayout, groups: FirstScreenGroups): string | null {
  // Entry and page modules keep their own chunks (index.html and the router name those). So does
  // Vite's helper for dynamic imports: in the shop chunk, the entry would import that chunk (and
  // run the whole app) before the page's first paint.
  if (id.includes('vite/preload-helper')) return 'preload-helper';
  if (id === layout.shopEntry || layout.landingPages.includes(id)) return null;
  const stage = groups.stages.find(({ modules }) => modules.has(id));
  if (stage) return stage.name;
  if (groups.storefront.has(id)) return 'storefront';
  // The icons (a module each): screens take them through the components/ui barrel, which hides
  // from the check above that lazy screens use the home page's too. The home page's go with the
  // storefront; the others make one chunk for the lazy screens, not a chunk of a few bytes each.
  if (ICON.test(id)) return groups.home.has(id) ? 'storefront' : 'icons';
  return null;
}

/** The shop's layout, with paths under `root` (the web folder). */
export function shopLayout(root: string): FirstScreenLayout {
  const at = (file: string) => path.resolve(root, file);
  return {
    shopEntry: at('src/main.tsx'),
    // The app's start (boot.tsx) comes in two chunks, each run in a task of its own: React (boot's
    // own imports), then Apollo Client and the app, which boot.tsx imports once React has run.
    stages: [
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
    ],
    landingPages: [at('src/features/catalog/HomePage.tsx'), at('src/features/catalog/ProductsPage.tsx')],
  };
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
export function firstScreenChunks(root: string): Rolldown.CodeSplittingNameFunction {
  const layout = shopLayout(root);
  let groups: FirstScreenGroups | undefined;
  return (id, ctx) => {
    groups ??= firstScreenGroups(layout, (m) => ctx.getModuleInfo(m));
    return chunkOf(id, layout, groups);
  };
}
