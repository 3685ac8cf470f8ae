/**
 * Demo reviews, so the catalog does not show (0) everywhere. Written by demo reviewers (no
 * account, so never "Verified buyer"); the same products get the same reviews on every database.
 */
export interface SeedReview {
  userName: string;
  rating: number;
  review: string;
}

const REVIEWERS = [
  'Ananya Sharma',
  'Rohit Menon',
  'Priya Nair',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Meera Iyer',
  'Karan Malhotra',
  'Divya Pillai',
  'Farhan Qureshi',
];

const TEXTS: Record<number, string[]> = {
  5: [
    'Exactly as described and delivered well before the promised date. Very happy with it.',
    'Excellent quality for the price. I have already recommended it to my family.',
    'Using it every day for a month now and it still feels brand new. Worth every rupee.',
  ],
  4: [
    'Good value for money. Packaging could have been better, but the product itself is solid.',
    'Does the job well. Minor niggles, nothing that would stop me buying it again.',
    'Nice finish and works as expected. Took a day longer to arrive than estimated.',
  ],
  3: [
    'Decent, but not as premium as the photos suggest. Fair for the price.',
    'Average experience. It works, though I expected a little more for this price.',
  ],
  2: ['Quality is below what I expected; the finish started wearing off within weeks.'],
};

/** Rating patterns (the first number is the count of reviews it makes); most products do well. */
const PATTERNS: number[][] = [
  [5, 4, 5, 3],
  [4, 5, 4],
  [5, 5, 4, 4, 3],
  [4, 3, 4],
  [5, 4],
  [3, 4, 2, 4],
  [5, 5, 5, 4],
];

/** The demo reviews of the n-th seeded product: deterministic, newest last. */
export function seedReviewsFor(index: number): SeedReview[] {
  const pattern = PATTERNS[index % PATTERNS.length]!;
  return pattern.map((rating, k) => {
    const texts = TEXTS[rating]!;
    return {
      userName: REVIEWERS[(index * 3 + k) % REVIEWERS.length]!,
      rating,
      review: texts[(index + k) % texts.length]!,
    };
  });
}
