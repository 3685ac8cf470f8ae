import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/link';
import { Button, Checkbox, Select, TextField } from '../../components/ui';
import { useHydrated } from '../../lib/hydrated';
import { productsPath, type ListingFilters } from './catalog-helpers';
import {
  LISTING_SORTS,
  priceRangeError,
  SORT_LABELS,
  type ListingSort,
  type ParsedListing,
} from './listing-params';
import listing from './listing.module.css';

/** Local state that starts from `source` and follows it whenever it changes (no effect needed). */
function useFollow<T>(source: T): [T, (value: T) => void] {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue];
}

const RATING_OPTIONS = [
  { value: '', label: 'Any rating' },
  ...[4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars & up` })),
];

/** The price range as typed, kept until applied; it starts from (and follows) the URL. */
function PriceRange({
  min,
  max,
  onApply,
  disabled,
}: {
  min: number | null;
  max: number | null;
  onApply(min: number | null, max: number | null): void;
  disabled: boolean;
}) {
  const fromUrl = `${min ?? ''}|${max ?? ''}`;
  const [shownFor, setShownFor] = useState(fromUrl);
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  const [error, setError] = useState<string | null>(null);
  if (shownFor !== fromUrl) {
    setShownFor(fromUrl);
    setMinText(min === null ? '' : String(min));
    setMaxText(max === null ? '' : String(max));
    setError(null);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = priceRangeError(minText, maxText);
    setError(problem);
    if (problem) return;
    onApply(minText.trim() ? Number(minText) : null, maxText.trim() ? Number(maxText) : null);
  }
  return (
    <form className={listing.listingControlsPrice} aria-label="Price range" onSubmit={submit} noValidate>
      <TextField
        disabled={disabled}
        label="Min price (₹)"
        inputMode="decimal"
        value={minText}
        placeholder="0"
        error={error}
        onChange={(e) => setMinText(e.target.value)}
        data-testid="min-price"
      />
      <TextField
        label="Max price (₹)"
        inputMode="decimal"
        value={maxText}
        placeholder="Any"
        aria-invalid={error ? true : undefined}
        onChange={(e) => setMaxText(e.target.value)}
        data-testid="max-price"
        disabled={disabled}
      />
      <Button type="submit" variant="secondary" disabled={disabled}>
        Apply
      </Button>
    </form>
  );
}

/** Sort order and filters of /products. Every choice goes into the URL; the server does the work. */
export function ListingControls({
  filters,
  onChange,
}: {
  filters: ParsedListing;
  onChange(path: string): void;
}) {
  const searching = Boolean(filters.q);
  const sort: ListingSort = filters.sort ?? (searching ? 'RELEVANCE' : 'NEWEST');
  const sorts = LISTING_SORTS.filter((s) => s !== 'RELEVANCE' || searching);
  // Each control shows the choice at once; the URL (back, forward, links) has the last word.
  const [sortShown, setSortShown] = useFollow<ListingSort>(sort);
  const [ratingShown, setRatingShown] = useFollow(
    filters.minRating === null ? '' : String(filters.minRating),
  );
  const [inStockShown, setInStockShown] = useFollow(filters.inStock);
  const go = (next: ListingFilters) => onChange(productsPath({ ...filters, ...next }));
  // On a page the server rendered, a choice made before the app runs would show and do nothing
  // (and hydration would put the old value back): the controls wait for the app, a moment.
  const disabled = !useHydrated();
  const narrowed =
    filters.minPrice !== null || filters.maxPrice !== null || filters.inStock || filters.minRating !== null;
  return (
    <section className={listing.listingControls} aria-label="Sort and filter">
      <Select
        label="Sort by"
        className={listing.listingControlsSort}
        value={sortShown}
        disabled={disabled}
        options={sorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        onChange={(e) => {
          setSortShown(e.target.value as ListingSort);
          go({ sort: e.target.value as ListingSort });
        }}
      />
      <Select
        label="Rating"
        className={listing.listingControlsRating}
        value={ratingShown}
        disabled={disabled}
        options={RATING_OPTIONS}
        onChange={(e) => {
          setRatingShown(e.target.value);
          go({ minRating: e.target.value ? Number(e.target.value) : null });
        }}
      />
      <PriceRange
        min={filters.minPrice}
        max={filters.maxPrice}
        onApply={(minPrice, maxPrice) => go({ minPrice, maxPrice })}
        disabled={disabled}
      />
      <div className={listing.listingControlsEnd}>
        <Checkbox
          label="In stock only"
          checked={inStockShown}
          disabled={disabled}
          onChange={(e) => {
            setInStockShown(e.target.checked);
            go({ inStock: e.target.checked });
          }}
        />
        {narrowed && (
          <Link
            className={listing.listingControlsClear}
            to={productsPath({ q: filters.q, category: filters.category, sort: filters.sort })}
          >
            Clear filters
          </Link>
        )}
      </div>
    </section>
  );
}
