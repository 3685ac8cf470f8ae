import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import { rupeesToPaise } from '../../common/money.js';
import type { SeedProduct } from '../../../../db/seeds/catalog.js';
import type { ProductImages } from './images.js';
import { ART_VIEWS, productArtSvg } from './product-art.js';
import { galleryPath } from './product.entity.js';
import { claimSeedMarker, insertSeedProduct, seededProducts } from './catalog.sql.js';

export const seedImagePath = (slug: string) => `products/seed-${slug}.webp`;

/**
 * Rendering costs about 80 ms a view, so the rendered files are also cached by content hash in the
 * OS temp folder: restarts and test shops copy them instead of drawing again.
 */
async function renderSeedView(images: ProductImages, svg: string, relPath: string): Promise<void> {
  const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 24);
  const cacheDir = path.join(os.tmpdir(), 'rupee-shop-seed-art');
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

/** A seeded product's art: every view of its gallery (the first is its main image). */
async function renderSeedImage(images: ProductImages, item: SeedProduct): Promise<void> {
  const main = seedImagePath(item.slug);
  for (let view = 1; view <= ART_VIEWS; view++)
    await renderSeedView(images, productArtSvg(item.name, item.category, view), galleryPath(main, view));
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
    if (!(await claimSeedMarker(tx, 'catalog'))) return 0;
    const now = Date.now();
    // Newest first in the list order: the first item gets the latest creation time.
    for (const [i, item] of items.entries()) {
      await insertSeedProduct(tx, {
        name: item.name,
        description: item.description,
        category: item.category,
        pricePaise: rupeesToPaise(item.price),
        stock: item.stock,
        imagePath: seedImagePath(item.slug),
        featured: item.featured ?? false,
        createdAt: new Date(now - i * 60_000),
      });
    }
    return items.length;
  });
  if (inserted) log.info({ products: inserted }, 'seeded the demo catalog');

  // Re-create missing image files of seeded products still in the catalog.
  const rows = await seededProducts(em);
  const inUse = new Set(rows.map((r) => r.image_path));
  const todo = items.filter((i) => inUse.has(seedImagePath(i.slug)));
  const missing: SeedProduct[] = [];
  // The last view missing too: drawn before the gallery existed (the older art carried the name).
  for (const item of todo)
    if (!(await images.exists(galleryPath(seedImagePath(item.slug), ART_VIEWS)))) missing.push(item);
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
