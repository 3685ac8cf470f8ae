import { describe, expect, it } from 'vitest';
import { failedCodeAddress, failedStyleAddress } from './lazy-screen';

const origin = 'https://shop.example.in';

describe('failedCodeAddress', () => {
  it("reads the address Chromium and Firefox name in a failed import's message", () => {
    const chromium = new TypeError(
      `Failed to fetch dynamically imported module: ${origin}/assets/ContactPage-CGcNH6z.js`,
    );
    const firefox = new TypeError(
      `error loading dynamically imported module: ${origin}/assets/ContactPage-CGcNH6z.js`,
    );
    expect(failedCodeAddress(chromium, origin)?.href).toBe(`${origin}/assets/ContactPage-CGcNH6z.js`);
    expect(failedCodeAddress(firefox, origin)?.href).toBe(`${origin}/assets/ContactPage-CGcNH6z.js`);
  });

  it('keeps a retried address, whose query the next retry replaces', () => {
    const again = new TypeError(
      `Failed to fetch dynamically imported module: ${origin}/assets/CartPage-x1.js?retry=2`,
    );
    expect(failedCodeAddress(again, origin)?.searchParams.get('retry')).toBe('2');
  });

  it("names nothing for another site's file, a message without an address, or code that ran and threw", () => {
    const elsewhere = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example.com/a.js',
    );
    const safari = new TypeError('Importing a module script failed.');
    const threw = new ReferenceError('window is not defined');
    for (const error of [
      elsewhere,
      safari,
      threw,
      'Failed to fetch dynamically imported module: /a.js',
      undefined,
    ])
      expect(failedCodeAddress(error, origin)).toBeUndefined();
  });
});

describe('failedStyleAddress', () => {
  it("reads the stylesheet Vite's preload names when it could not load it, and only that", () => {
    const css = new Error(`Unable to preload CSS for ${origin}/assets/ContactPage-BBM6FZg.css`);
    expect(failedStyleAddress(css, origin)?.href).toBe(`${origin}/assets/ContactPage-BBM6FZg.css`);
    const code = new TypeError(
      `Failed to fetch dynamically imported module: ${origin}/assets/ContactPage-CGcNH6z.js`,
    );
    expect(failedStyleAddress(code, origin)).toBeUndefined();
    expect(failedCodeAddress(css, origin)).toBeUndefined();
    expect(
      failedStyleAddress(new Error('Unable to preload CSS for https://cdn.example.com/a.css'), origin),
    ).toBeUndefined();
  });
});
