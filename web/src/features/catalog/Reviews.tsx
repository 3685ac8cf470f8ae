import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Link } from '../../lib/link';
import {
  Alert,
  Button,
  cx,
  EmptyState,
  ErrorState,
  FieldError,
  FieldLegend,
  Form,
  FormError,
  FormTextArea,
  Icon,
  layout,
  LoadingState,
  LocalDate,
  useToast,
  useZodForm,
  checkIcon,
  starIcon,
} from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { reviewAccessError, reviewSchema } from './catalog-forms';
import { CatalogMessages } from './messages';
import { Stars } from './components';
import { AddReviewMutation, ProductReviewsQuery } from './operations';
import styles from './ProductPage.module.css';

/** Rating 1..5 as a native radio group drawn as stars (arrow keys move, Space selects). */
export function StarRatingInput({
  value,
  onChange,
  error,
  ref,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string | null;
  /** Receives the first star's radio, so a form can focus the group. */
  ref?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className={styles.starInput}>
      <FieldLegend>
        Your rating<span aria-hidden="true"> *</span>
      </FieldLegend>
      <div className={styles.starInputStars} onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cx(styles.starInputStar, n <= shown && styles.isOn)}
            onMouseEnter={() => setHover(n)}
          >
            <input
              ref={n === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${name}-err` : undefined}
              className={layout.visuallyHidden}
            />
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
                fill={n <= shown ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth={1.5}
                strokeLinejoin="round"
              />
            </svg>
            <span className={layout.visuallyHidden}>{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
        <span className={cx(styles.starInputText, layout.textSm, layout.textMuted)} aria-hidden="true">
          {value ? `${value} of 5` : 'Choose'}
        </span>
      </div>
      {error && <FieldError id={`${name}-err`}>{error}</FieldError>}
    </fieldset>
  );
}

export interface ReviewItem {
  id: string;
  rating: number;
  review: string;
  userName: string;
  createdAt: string;
  verifiedBuyer?: boolean;
}

export function ReviewList({ reviews }: { reviews: ReviewItem[] }) {
  if (reviews.length === 0)
    return (
      <EmptyState
        icon={starIcon}
        title="No reviews yet"
        text="Be the first to tell other shoppers what you think."
      />
    );
  return (
    <ul className={cx(layout.stack, layout.plainList)} data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} className={styles.review}>
          <div className={styles.reviewHead}>
            <Stars rating={r.rating} />
            <span className={styles.reviewAuthor}>{r.userName}</span>
            {r.verifiedBuyer && (
              <span className={styles.reviewVerified} data-testid="verified-buyer">
                <Icon icon={checkIcon} size={14} />
                Verified buyer
              </span>
            )}
            <LocalDate className={cx(layout.textSm, layout.textMuted)} iso={r.createdAt} />
          </div>
          <p className={styles.reviewText}>{r.review}</p>
        </li>
      ))}
    </ul>
  );
}

/** A star rating wired to a form field (its error shows under the stars). */
export function FormStarRating<I extends FieldValues, O extends FieldValues>({
  control,
  name,
}: {
  control: Control<I, unknown, O>;
  name: Path<I>;
}) {
  const {
    field: { ref, value, onChange },
    fieldState: { error },
  } = useController({ control, name });
  return <StarRatingInput ref={ref} value={Number(value) || 0} onChange={onChange} error={error?.message} />;
}

/** The shopper's review form: rating + text, login required, success toast. */
export function ReviewForm({ productId }: { productId: string }) {
  const { user, token } = useSession();
  const location = useLocation();
  const toast = useToast();
  const form = useZodForm(reviewSchema, { defaultValues: { rating: 0, review: '' } });
  const [addReview] = useMutation(AddReviewMutation, {
    refetchQueries: ['ProductReviews', 'ProductDetail'],
    awaitRefetchQueries: true,
  });

  async function submit(values: { rating: number; review: string }) {
    const problem = reviewAccessError({ loggedIn: Boolean(user && token), userName: user?.name });
    if (problem) throw new FormError(problem);
    await addReview({ variables: { productId, ...values } });
    toast.success(CatalogMessages.reviewDone);
    form.reset();
  }

  return (
    <Form
      form={form}
      className={styles.reviewForm}
      onSubmit={submit}
      failureMessage={CatalogMessages.reviewFailed}
      banner={false}
      data-testid="review-form"
    >
      <h3>Write a review</h3>
      {form.formError && (
        <Alert variant="error" onDismiss={() => form.setFormError(null)}>
          {form.formError}
          {form.formError === CatalogMessages.reviewLogin && (
            <>
              {' '}
              <Link to="/login" state={{ from: location }}>
                Log in
              </Link>
            </>
          )}
        </Alert>
      )}
      <FormStarRating control={form.control} name="rating" />
      <FormTextArea
        control={form.control}
        name="review"
        label="Your review"
        required
        rows={4}
        maxLength={2000}
        placeholder="What did you like? How was the quality, fit or battery life?"
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Submitting...">
          Submit review
        </Button>
      </div>
    </Form>
  );
}

interface RatingSummaryData {
  average: number;
  count: number;
  distribution: { stars: number; count: number }[];
}

/** Average, count and one bar per star level (5 first); the numbers are text, the bars decoration. */
function RatingSummaryPanel({ summary }: { summary: RatingSummaryData }) {
  return (
    <div className={styles.ratingSummary} data-testid="rating-summary">
      <div className={styles.ratingSummaryScore}>
        <p className={styles.ratingSummaryAverage}>
          {summary.average.toFixed(1)}
          <span className={layout.visuallyHidden}> out of 5</span>
        </p>
        <Stars rating={summary.average} size={18} />
        <p className={cx(layout.textSm, layout.textMuted)} data-testid="rating-summary-count">
          {summary.count === 1 ? '1 review' : `${summary.count} reviews`}
        </p>
      </div>
      <ul className={styles.ratingSummaryBars} aria-label="Ratings by stars">
        {summary.distribution.map((b) => {
          const share = summary.count ? Math.round((b.count / summary.count) * 100) : 0;
          return (
            <li key={b.stars} className={styles.ratingSummaryRow} data-testid={`rating-bar-${b.stars}`}>
              <span>
                {b.stars} star{b.stars === 1 ? '' : 's'}
              </span>
              <span className={styles.ratingSummaryTrack} aria-hidden="true">
                <span className={styles.ratingSummaryFill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.ratingSummaryCount} data-testid="rating-bar-count">
                {b.count}
                <span className={layout.visuallyHidden}> {b.count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The class a review form's frame takes (the shop's form here, the admin's on its product page). */
export const reviewFormClassName = styles.reviewForm;

/**
 * A product's reviews section: a heading, then the reviews beside the form on wide screens (under
 * it on phones). The shop's product page and the admin's product detail both lay out theirs so.
 */
export function ReviewsSection({
  headingId,
  title,
  form,
  children,
}: {
  headingId: string;
  title: string;
  form: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.productReviews} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className={layout.split}>
        {children}
        {form}
      </div>
    </section>
  );
}

/** Reviews section of the product page: summary, list (all reviews) and the form. */
export function ProductReviews({ productId }: { productId: string }) {
  const { data, error, loading, refetch } = useQuery(ProductReviewsQuery, { variables: { productId } });
  return (
    <ReviewsSection
      headingId="reviews-heading"
      title="Customer reviews"
      form={<ReviewForm productId={productId} />}
    >
      <div>
        {error && !data ? (
          <ErrorState
            message={errorMessage(error, 'Failed to fetch reviews')}
            onRetry={() => void refetch()}
          />
        ) : loading && !data ? (
          <LoadingState label="Loading reviews..." />
        ) : (
          <>
            {data?.product && data.product.ratingSummary.count > 0 && (
              <RatingSummaryPanel summary={data.product.ratingSummary} />
            )}
            <ReviewList reviews={data?.reviews ?? []} />
          </>
        )}
      </div>
    </ReviewsSection>
  );
}
