import type { Paise } from './pricing.js';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,234.50 — for messages and e-mails (the API itself answers numbers in rupees). */
export function formatPaise(paise: Paise): string {
  return inr.format(paise / 100);
}

/** The public URL of an uploaded product image, or null for the placeholder. */
export function imageUrlOf(imagePath: string | null | undefined): string | null {
  if (!imagePath) return null;
  return imagePath.startsWith('/') || /^https?:/.test(imagePath) ? imagePath : `/uploads/${imagePath}`;
}

/** A short, readable order reference for messages: #1A2B3C4D. */
export function orderRef(orderId: string): string {
  return `#${orderId.slice(0, 8).toUpperCase()}`;
}
