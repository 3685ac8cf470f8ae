import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { productFromRow, rowDate } from './product-rows.js';
import { Product } from './product.entity.js';

describe('productFromRow', () => {
  // Discovery puts the ORM's change-tracking setters on Product.prototype, as in the running shop.
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init({
      driver: PostgreSqlDriver,
      dbName: 'none',
      entities: [Product],
      connect: false,
    });
  });
  afterAll(() => orm.close());

  const row = {
    id: '6f1c1b1e-0000-4000-8000-000000000001',
    name: 'Brass Diya',
    description: 'Hand-cast',
    category: 'Home',
    price_paise: 49_950,
    stock: 4,
    image_path: 'products/diya.webp',
    featured: true,
    rating_sum: 9,
    review_count: 2,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: new Date('2026-11-02T10:00:00.000Z'),
  };

  it("answers the entity's computed fields from the row", () => {
    const p = productFromRow(row);
    expect(p).toBeInstanceOf(Product);
    expect({
      price: p.price,
      imageUrl: p.imageUrl,
      thumbnailUrl: p.thumbnailUrl,
      averageRating: p.averageRating,
      lowStock: p.lowStock,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    }).toEqual({
      price: 499.5,
      imageUrl: '/uploads/products/diya.webp',
      thumbnailUrl: '/uploads/products/diya-thumb.webp',
      averageRating: 4.5,
      lowStock: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('holds the fields as its own plain properties (no ORM accessor ran)', () => {
    const p = productFromRow(row);
    const own = Object.getOwnPropertyDescriptors(p);
    expect(Object.keys(own).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'category',
        'pricePaise',
        'stock',
        'imagePath',
        'featured',
        'hsnCode',
        'ratingSum',
        'reviewCount',
      ].sort(),
    );
    expect(Object.values(own).every((d) => 'value' in d && d.writable)).toBe(true);
    expect(Object.getOwnPropertyNames(p)).not.toContain('__helper');
  });

  it("makes its dates from PostgreSQL's text only when they are read", () => {
    const p = productFromRow({
      ...row,
      created_at: '2026-11-01 15:30:00.123456+05:30',
      updated_at: '2026-11-27 07:28:12+00',
    });
    expect(Object.getOwnPropertyNames(p)).not.toContain('createdAt');
    expect(p.createdAt).toBeInstanceOf(Date);
    expect(p.createdAt.toISOString()).toBe('2026-11-01T10:00:00.123Z');
    expect(p.updatedAt.toISOString()).toBe('2026-11-27T07:28:12.000Z');
    // Each read is a Date of its own: changing one changes nothing for the next reader.
    p.createdAt.setFullYear(2000);
    expect(p.createdAt.getUTCFullYear()).toBe(2026);
  });
});

describe('rowDate', () => {
  it.each([
    ['2026-11-27 07:28:12.501+00', '2026-11-27T07:28:12.501Z'],
    ['2026-11-27 07:28:12.501+05:30', '2026-11-27T01:58:12.501Z'],
    ['2026-11-27T07:28:12.501+00:00', '2026-11-27T07:28:12.501Z'],
    ['2026-11-27T07:28:12.501Z', '2026-11-27T07:28:12.501Z'],
  ])('reads %s (PostgreSQL text, or ISO 8601 from JSON)', (text, iso) => {
    expect(rowDate(text).toISOString()).toBe(iso);
  });

  it('copies a Date', () => {
    const d = new Date('2026-11-27T07:28:12.501Z');
    const copy = rowDate(d);
    expect(copy).not.toBe(d);
    expect(copy.getTime()).toBe(d.getTime());
  });
});
