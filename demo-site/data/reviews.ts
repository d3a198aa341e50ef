/**
 * The demo store's product reviews, seeded per product (the same on every machine and run): a product has
 * exactly `reviewCount` reviews, newest first, whose stars lie around its `rating`. Generated on first ask,
 * so the catalog's 300-odd products cost nothing until a page or the simulator wants their reviews.
 */
import type { Product } from './catalog';
import { createRng, hash, pick } from './rng';

export interface ProductReview {
  id: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  title: string;
  /** Plain text (the store's reviews carry no markup). */
  text: string;
  nickname: string;
  location: string;
  /** ISO date (YYYY-MM-DD). */
  submittedAt: string;
}

const TITLES: Record<number, string[]> = {
  5: ['Our class loves it', 'Exactly what I needed', 'Great quality', 'A classroom favorite', 'Worth every penny'],
  4: ['Very good', 'Works well for centers', 'Solid choice', 'Kids enjoy it', 'Good value'],
  3: ['It is okay', 'Does the job', 'Mixed feelings', 'Fine for the price'],
  2: ['Not what I expected', 'Wore out quickly', 'Disappointed'],
  1: ['Would not buy again', 'Broke in a week'],
};

const LINES: Record<number, string[]> = {
  5: ['My students reach for it every day.', 'Sturdy, bright and easy to clean.', 'It held up to a whole year of second graders.', 'I ordered a second set for my co-teacher.'],
  4: [
    'Good quality overall; the box could be sturdier.',
    'We use it in small groups and it works well.',
    'Nice colors, a little smaller than I pictured.',
    'Shipping was quick and nothing was missing.',
  ],
  3: ['It works, but a few pieces arrived scuffed.', 'Fine for older kids; too fiddly for my preschoolers.', 'Average quality for the price.'],
  2: ['Some parts cracked after a month.', 'The colors faded faster than I hoped.', 'Smaller than the picture suggests.'],
  1: ['It broke during the first week of use.', 'Pieces were missing and it fell apart.'],
};

const NAMES = ['MsGarcia', 'TeacherTom', 'PreKPam', 'MrLee', 'HomeschoolMom3', 'ArtTeacherAmy', 'CoachDavis', 'MrsPatel', 'KinderKate', 'ScienceSam', 'Grandma Jo', 'SpEdSara'];
const PLACES = ['Carson, CA', 'Seattle, WA', 'Austin, TX', 'Chicago, IL', 'Brooklyn, NY', 'Denver, CO', 'Tampa, FL', 'Portland, OR'];

/** The newest review's day; older ones go back from it. */
const NEWEST = Date.UTC(2026, 9, 30);
const DAY = 86_400_000;

const cache = new Map<string, ProductReview[]>();

/** Every review of a product, newest first (none when its reviewCount is 0). */
export function reviewsOf(product: Product): ProductReview[] {
  const known = cache.get(product.id);
  if (known) return known;
  const rng = createRng(hash(`reviews:${product.id}`));
  let day = NEWEST;
  const list: ProductReview[] = [];
  for (let i = 0; i < product.reviewCount; i++) {
    const rating = Math.max(1, Math.min(5, Math.round(product.rating + (rng() - 0.5) * 2.4)));
    day -= Math.floor(rng() * 9) * DAY;
    list.push({
      id: `R${product.id.replace(/^P/, '')}-${product.reviewCount - i}`,
      rating,
      title: pick(rng, TITLES[rating]!),
      text: `${pick(rng, LINES[rating]!)} ${pick(rng, LINES[Math.max(3, rating)]!)}`,
      nickname: pick(rng, NAMES),
      location: pick(rng, PLACES),
      submittedAt: new Date(day).toISOString().slice(0, 10),
    });
  }
  cache.set(product.id, list);
  return list;
}
