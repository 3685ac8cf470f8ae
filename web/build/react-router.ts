import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// react-router's package exports only its development build (warnings and checks included, about
// 30 kB gzip more): the production build sits beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const reactRouterProduction = [
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
export function pureReactRouterComponents(): Plugin {
  return {
    name: 'rupee-shop:pure-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const marked = markComponentsPure(code);
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}

/** React Router's code with its component and context factories marked pure, their names dropped. */
export function markComponentsPure(code: string): string {
  return (
    code
      .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
      // `Form.displayName = "Form";` would keep `Form` too (a name for React's developer tools).
      .replace(/^\w+\.displayName = "\w+";$/gm, '')
  );
}
