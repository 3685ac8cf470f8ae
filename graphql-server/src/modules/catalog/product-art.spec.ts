import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../../../db/seeds/catalog.js';
import { ART_VIEWS, PICTOGRAMS, productArtSvg, productKind } from './product-art.js';

describe('seed product art', () => {
  it('draws each product by its kind: headphones, phone, watch, saree, kurta, shoes, lamp, ...', () => {
    expect(productKind('boAt Rockerz 450 Bluetooth Headphones', 'Electronics')).toBe('headphones');
    expect(productKind('Redmi 13C 5G (4 GB RAM, 128 GB)', 'Electronics')).toBe('phone');
    expect(productKind('Titan Neo Analog Watch', 'Fashion')).toBe('watch');
    expect(productKind('Noise ColorFit Pro 5 Smartwatch', 'Electronics')).toBe('smartwatch');
    expect(productKind('Banarasi Art Silk Saree with Blouse Piece', 'Fashion')).toBe('saree');
    expect(productKind('Fabindia Cotton Straight Kurta', 'Fashion')).toBe('kurta');
    expect(productKind('Bata Comfit Leather Loafers', 'Fashion')).toBe('shoes');
    expect(productKind('Brass Table Lamp', 'Home')).toBe('lamp');
    expect(productKind('Handwoven Jaipur Cotton Dhurrie 4x6 ft', 'Home')).toBe('rug');
    expect(productKind('Nivea Soft Light Moisturising Cream 200 ml', 'Beauty')).toBe('jar');
  });

  it('tells the seeded catalog apart: most products have a kind of their own, none falls back', () => {
    const kinds = SEED_PRODUCTS.map((p) => productKind(p.name, p.category));
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(40);
    expect(kinds).not.toContain('parcel');
  });

  it('never prints the name (no text at all) and draws distinct views', () => {
    for (const p of SEED_PRODUCTS) {
      const views = Array.from({ length: ART_VIEWS }, (_, i) => productArtSvg(p.name, p.category, i + 1));
      for (const svg of views) {
        expect(svg).not.toMatch(/<text/);
        expect(svg).toContain(PICTOGRAMS[productKind(p.name, p.category)]);
      }
      expect(new Set(views).size).toBe(ART_VIEWS);
    }
  });

  it('gives two products of one kind and category different colours', () => {
    const a = productArtSvg('Fabindia Cotton Straight Kurta', 'Fashion');
    const b = productArtSvg('W Printed Anarkali Kurta Set', 'Fashion');
    expect(a).not.toBe(b);
  });
});
