import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import { rupeesToPaise } from '../../common/money.js';
import type { SeedProduct } from '../../../../db/seeds/catalog.js';
import type { ProductImages } from './images.js';

const PALETTE: Record<string, [string, string]> = {
  Electronics: ['#1e3a8a', '#3b82f6'],
  Fashion: ['#9d174d', '#f472b6'],
  Home: ['#92400e', '#f59e0b'],
  Beauty: ['#86198f', '#e879f9'],
  Sports: ['#166534', '#4ade80'],
  Apparel: ['#0f766e', '#2dd4bf'],
  Accessories: ['#3f3f46', '#a1a1aa'],
  Fitness: ['#9a3412', '#fb923c'],
};

/** A simple white pictogram per category, drawn in a 200x200 box. */
const PICTOGRAMS: Record<string, string> = {
  Electronics:
    '<rect x="55" y="10" width="90" height="180" rx="14" fill="none" stroke="#fff" stroke-width="10"/><circle cx="100" cy="168" r="7" fill="#fff"/><rect x="70" y="30" width="60" height="110" rx="4" fill="#fff" fill-opacity="0.35"/>',
  Fashion:
    '<path d="M100 30 a14 14 0 1 1 14 14 v10 L185 120 v15 H15 v-15 L86 54" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>',
  Home: '<path d="M20 100 L100 25 L180 100 M45 80 V175 H155 V80" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/><rect x="85" y="120" width="30" height="55" fill="#fff"/>',
  Beauty:
    '<rect x="70" y="95" width="60" height="90" rx="6" fill="#fff"/><path d="M78 95 V45 L122 25 V95 Z" fill="#fff" fill-opacity="0.6"/>',
  Sports:
    '<circle cx="100" cy="100" r="80" fill="none" stroke="#fff" stroke-width="10"/><path d="M100 20 C60 70 60 130 100 180 M100 20 C140 70 140 130 100 180 M20 100 H180" fill="none" stroke="#fff" stroke-width="8"/>',
  Apparel:
    '<path d="M70 25 L30 50 L15 95 L45 105 L50 80 V180 H150 V80 L155 105 L185 95 L170 50 L130 25 C125 45 75 45 70 25 Z" fill="#fff" fill-opacity="0.85"/>',
  Accessories:
    '<rect x="75" y="10" width="50" height="180" rx="10" fill="#fff" fill-opacity="0.4"/><circle cx="100" cy="100" r="55" fill="#fff"/><path d="M100 70 V100 L122 112" stroke="#3f3f46" stroke-width="8" fill="none" stroke-linecap="round"/>',
  Fitness:
    '<rect x="15" y="60" width="25" height="80" rx="6" fill="#fff"/><rect x="40" y="45" width="25" height="110" rx="6" fill="#fff"/><rect x="135" y="45" width="25" height="110" rx="6" fill="#fff"/><rect x="160" y="60" width="25" height="80" rx="6" fill="#fff"/><rect x="65" y="90" width="70" height="20" fill="#fff"/>',
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Breaks a name into at most three lines of about 22 characters. */
export function wrapName(name: string, width = 22, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** The product's placeholder art: category-coloured gradient, pictogram and name. */
export function productArtSvg(name: string, category: string): string {
  const [from, to] = PALETTE[category] ?? ['#334155', '#94a3b8'];
  const icon = PICTOGRAMS[category] ?? PICTOGRAMS.Home!;
  const lines = wrapName(name);
  const text = lines
    .map(
      (l, i) =>
        `<text x="400" y="${560 + i * 58}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="46" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="400" cy="290" r="190" fill="#fff" fill-opacity="0.12"/>
<g transform="translate(275 165) scale(1.25)">${icon}</g>
<text x="400" y="760" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="26" fill="#fff" fill-opacity="0.8" text-anchor="middle" letter-spacing="6">${escapeXml(category.toUpperCase())}</text>
${text}
</svg>`;
}

export const seedImagePath = (slug: string) => `products/seed-${slug}.webp`;

/**
 * Rendering costs about 80 ms a product, so the rendered files are also cached by content hash in
 * the OS temp folder: restarts and test shops copy them instead of drawing again.
 */
async function renderSeedImage(images: ProductImages, item: SeedProduct): Promise<void> {
  const svg = productArtSvg(item.name, item.category);
  const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 24);
  const cacheDir = path.join(os.tmpdir(), 'rupee-shop-seed-art');
  const relPath = seedImagePath(item.slug);
  const cached = path.join(cacheDir, `${hash}.webp`);
  const cachedThumb = path.join(cacheDir, `${hash}-thumb.webp`);
  try {
    await fs.access(cached);
    await fs.access(cachedThumb);
    await images.adopt(cached, cachedThumb, relPath);
    return;
  } catch {
    /* not cached yet */
  }
  await images.render(Buffer.from(svg), relPath);
  try {
    await fs.mkdir(cacheDir, { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    const tmpThumb = `${cachedThumb}.${process.pid}.tmp`;
    await images.export(relPath, tmp, tmpThumb);
    await fs.rename(tmp, cached);
    await fs.rename(tmpThumb, cachedThumb);
  } catch {
    /* the cache is only an optimisation */
  }
}

/**
 * Seeds the demo catalog once per database (a marker row, so deleting every product later does
 * not bring the demo back), then makes sure every seeded product's image files exist.
 */
export async function seedCatalog(
  em: EntityManager,
  images: ProductImages,
  items: SeedProduct[],
  log: Logger,
): Promise<number> {
  const inserted = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const marker = await conn.execute<{ name: string }[]>(
      `insert into seed_markers (name) values ('catalog') on conflict do nothing returning name`,
      [],
      'all',
    );
    if (!marker.length) return 0;
    const now = Date.now();
    // Newest first in the list order: the first item gets the latest creation time.
    for (const [i, item] of items.entries()) {
      await conn.execute(
        `insert into products (name, description, category, price_paise, stock, image_path, featured, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          item.name,
          item.description,
          item.category,
          rupeesToPaise(item.price),
          item.stock,
          seedImagePath(item.slug),
          item.featured ?? false,
          new Date(now - i * 60_000),
          new Date(now - i * 60_000),
        ],
      );
    }
    return items.length;
  });
  if (inserted) log.info({ products: inserted }, 'seeded the demo catalog');

  // Re-create missing image files of seeded products still in the catalog.
  const rows = await em
    .getConnection()
    .execute<{ image_path: string }[]>(
      `select image_path from products where image_path like 'products/seed-%'`,
      [],
      'all',
    );
  const inUse = new Set(rows.map((r) => r.image_path));
  const todo = items.filter((i) => inUse.has(seedImagePath(i.slug)));
  const missing: SeedProduct[] = [];
  for (const item of todo) if (!(await images.exists(seedImagePath(item.slug)))) missing.push(item);
  // A few at a time: sharp works on the libuv thread pool.
  for (let i = 0; i < missing.length; i += 4) {
    await Promise.all(
      missing
        .slice(i, i + 4)
        .map((item) =>
          renderSeedImage(images, item).catch((err: unknown) =>
            log.warn({ err, product: item.slug }, 'could not draw a seed product image'),
          ),
        ),
    );
  }
  if (missing.length) log.info({ images: missing.length }, 'drew seed product images');
  return inserted;
}
