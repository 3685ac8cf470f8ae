import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cssModuleNames } from './css-module-names.js';
import { precompress } from './precompress.js';
import { markComponentsPure } from './react-router.js';
import { directDocumentImports, documentName, readDocuments } from './typed-document-imports.js';

describe('typed document imports', () => {
  it('reads the documents of codegen output by name', () => {
    const generated = [
      `export const ProductsDocument = {"kind":"Document"} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;`,
      `export type Other = string;`,
    ].join('\n');
    expect(readDocuments(generated)).toEqual(new Map([['ProductsDocument', '{"kind":"Document"}']]));
  });

  it('names operations XDocument and fragments XFragmentDoc, and refuses an unnamed one', () => {
    expect(documentName('mutation AddToCart($id: ID!) { x }', 'f.ts')).toBe('AddToCartDocument');
    expect(documentName('fragment ProductCard on Product { id }', 'f.ts')).toBe('ProductCardFragmentDoc');
    expect(() => documentName('{ products { id } }', 'f.ts')).toThrow('f.ts: a graphql() document without');
  });

  it("turns graphql() calls into imports of each document's module, and operations modules into re-exports", () => {
    const page = directDocumentImports('const q = graphql(`query Home { x }`);\nuse(q);', 'p.tsx');
    expect(page).toBe(
      'import { HomeDocument as __typed_HomeDocument } from "\\u0000typed-document:HomeDocument";\n' +
        'const q = __typed_HomeDocument;\nuse(q);',
    );
    const ops = directDocumentImports('export const CART = graphql(`query Cart { x }`);', 'operations.ts');
    expect(ops).toBe(
      '\nexport { CartDocument as CART } from "\\u0000typed-document:CartDocument";\n' +
        'import { CartDocument as CART } from "\\u0000typed-document:CartDocument";',
    );
  });
});

describe('React Router components marked pure', () => {
  it('marks forwardRef, createContext and memo calls pure and drops displayName lines', () => {
    const code =
      'var Form = React.forwardRef(f);\nForm.displayName = "Form";\nvar Ctx = React2.createContext(null);\nvar x = other();';
    expect(markComponentsPure(code)).toBe(
      'var Form = /* @__PURE__ */ React.forwardRef(f);\n\nvar Ctx = /* @__PURE__ */ React2.createContext(null);\nvar x = other();',
    );
  });
});

describe('CSS Modules names', () => {
  it("names a class by a hash of its file's path under the root, the same in every build", () => {
    const a = cssModuleNames('/app/web')('price', '/app/web/src/Card.module.css');
    const b = cssModuleNames('/elsewhere/web')('price', '/elsewhere/web/src/Card.module.css');
    expect(a).toMatch(/^price_[\w-]{5}$/);
    expect(a).toBe(b);
    expect(cssModuleNames('/app/web')('price', '/app/web/src/Other.module.css')).not.toBe(a);
  });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of text files of 1 KiB or more, once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const big = 'console.log("rupee");\n'.repeat(100);
    fs.writeFileSync(path.join(dir, 'app.js'), big);
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096));
    const plugin = precompress() as unknown as {
      configResolved(c: object): void;
      closeBundle(): void;
    };
    plugin.configResolved({ root: dir, build: { outDir: '.' } });
    plugin.closeBundle();
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'app.js.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(big);
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'image.png.br'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
