import { describe, expect, it } from 'vitest';
import { checkReview, ReviewMessages } from './reviews.service.js';

const msg = (f: Record<string, unknown>) => {
  try {
    checkReview(f);
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('checkReview', () => {
  it('answers one message per rule, in order', () => {
    expect(msg({})).toBe(ReviewMessages.bothMissing);
    expect(msg({ rating: 0, review: '  ' })).toBe(ReviewMessages.bothMissing);
    expect(msg({ review: 'Nice' })).toBe(ReviewMessages.rating);
    expect(msg({ rating: 6, review: 'Nice' })).toBe(ReviewMessages.rating);
    expect(msg({ rating: 2.5, review: 'Nice' })).toBe(ReviewMessages.rating);
    expect(msg({ rating: 4 })).toBe(ReviewMessages.textRequired);
    expect(msg({ rating: '5', review: ' Great ' })).toBe('ok');
    expect(checkReview({ rating: '5', review: ' Great ' })).toEqual({ rating: 5, review: 'Great' });
  });
});
