#!/usr/bin/env node
/**
 * Design tokens only: fails when a CSS Module (every `*.module.css` under web/src) holds a raw hex
 * colour or a px length. Colours, spacing, radii, sizes and borders come from the CSS variables in
 * the tokens file (web/src/styles/global.css); media queries use em (CSS variables cannot appear
 * there). Run by `npm run lint`; `node scripts/check-css-tokens.mjs [files...]` checks given files.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SRC = path.join(ROOT, 'web/src');
const TOKENS = path.join(SRC, 'styles/global.css');

function cssModules(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...cssModules(full));
    else if (entry.name.endsWith('.module.css')) out.push(full);
  }
  return out;
}

/** The raw values in a stylesheet, with their line numbers (comments and url() are skipped). */
export function rawValues(css) {
  const blanked = css
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/url\((?:[^()"']|"[^"]*"|'[^']*')*\)/g, (u) => u.replace(/[^\n]/g, ' '));
  const found = [];
  blanked.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/#[0-9a-fA-F]{3,8}\b/g)) found.push({ line: i + 1, value: m[0] });
    for (const m of line.matchAll(/(?<![\w.-])-?\d*\.?\d+px\b/g)) found.push({ line: i + 1, value: m[0] });
  });
  return found;
}

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : cssModules(SRC);
let problems = 0;
for (const file of files) {
  if (file === TOKENS) continue;
  for (const { line, value } of rawValues(fs.readFileSync(file, 'utf8'))) {
    problems++;
    console.error(
      `${path.relative(ROOT, file)}:${line}: raw value ${value}: use a design token (web/src/styles/global.css)`,
    );
  }
}
if (problems) {
  console.error(`\n${problems} raw colour/px value(s) in CSS Modules.`);
  process.exit(1);
}
console.log(`css tokens: ${files.length} CSS Module(s) use design tokens only.`);
