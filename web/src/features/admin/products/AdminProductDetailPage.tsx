import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  cx,
  EmptyState,
  ErrorState,
  Form,
  FormTextArea,
  Icon,
  ImageWithFallback,
  layout,
  LoadingState,
  MediaFrame,
  PageHeader,
  useToast,
  useZodForm,
  editIcon,
  searchIcon,
  trashIcon,
} from '../../../components/ui';
import { formatINR } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import {
  AddReviewMutation,
  FormStarRating,
  ReviewList,
  ReviewsSection,
  reviewFormClassName,
  Stars,
} from '../../catalog/public';
import { ProductFormMessages } from '../messages';
import { AdminProductQuery, AdminProductUpdatedSubscription, DeleteProductMutation } from './operations';
import { adminReviewSchema, isLowForAdmin } from './product-form';
import { ProductFormModal } from './ProductFormModal';
import styles from './admin-products.module.css';

function AdminReviewForm({ productId }: { productId: string }) {
  const toast = useToast();
  const form = useZodForm(adminReviewSchema, { defaultValues: { rating: 0, review: '' } });
  const [addReview] = useMutation(AddReviewMutation, {
    refetchQueries: ['AdminProduct'],
    awaitRefetchQueries: true,
  });

  async function submit(values: { rating: number; review: string }) {
    await addReview({ variables: { productId, ...values } });
    toast.success('Review submitted successfully');
    form.reset();
  }

  return (
    <Form
      form={form}
      className={reviewFormClassName}
      onSubmit={submit}
      failureMessage={ProductFormMessages.reviewFailed}
      data-testid="admin-review-form"
    >
      <h3>Add a review</h3>
      <FormStarRating control={form.control} name="rating" />
      <FormTextArea control={form.control} name="review" label="Review" required rows={4} maxLength={2000} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Submitting...">
          Submit review
        </Button>
      </div>
    </Form>
  );
}

function AdminProductDetail() {
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, error, loading, refetch } = useQuery(AdminProductQuery, { variables: { id } });
  useSubscription(AdminProductUpdatedSubscription, {});
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteProduct, { loading: deleting }] = useMutation(DeleteProductMutation);

  const product = data?.product;
  if (error && !data) {
    // reviews(productId) answers 'Product not found' for a missing product: show the Not Found screen.
    if (errorMessage(error, '') === 'Product not found') return <NotFound />;
    return (
      <div className={cx(layout.container, layout.page)}>
        <ErrorState
          message={errorMessage(error, 'Failed to fetch products: 500')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (loading && !data)
    return (
      <div className={cx(layout.container, layout.page)}>
        <LoadingState label="Loading product..." />
      </div>
    );
  if (!product) return <NotFound />;

  async function remove() {
    if (!product) return;
    try {
      await deleteProduct({ variables: { id: product.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id: product.id }) });
      client.cache.gc();
      toast.success(`Deleted ${product.name}`);
      navigate('/admin/products', { replace: true });
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete product (Status: 500)'));
    }
  }

  return (
    <div className={cx(layout.container, layout.page)}>
      <Breadcrumb trail={[{ to: '/admin/products', label: 'Products' }]} current={product.name} />
      <PageHeader
        title={product.name}
        subtitle={`${product.category || 'N/A'} · added ${formatDateTime(product.createdAt)}`}
        actions={
          <>
            <ButtonLink to={`/products/${product.id}`} variant="ghost">
              View in shop
            </ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Icon icon={editIcon} size={18} />
              Edit
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Icon icon={trashIcon} size={18} />
              Delete
            </Button>
          </>
        }
      />
      <div className={styles.adminDetail}>
        <MediaFrame>
          <ImageWithFallback src={product.imageUrl} alt={product.name} />
        </MediaFrame>
        <Card padding="lg">
          <dl className={styles.adminFacts}>
            <div>
              <dt>Price</dt>
              <dd>{formatINR(product.price)}</dd>
            </div>
            <div>
              <dt>Stock</dt>
              <dd>
                <span
                  className={cx(
                    styles.stockPill,
                    isLowForAdmin(product.stock) && styles.stockPillLow,
                    product.stock === 0 && styles.stockPillOut,
                  )}
                  data-testid="admin-stock"
                  data-level={product.stock === 0 ? 'out' : isLowForAdmin(product.stock) ? 'low' : 'in'}
                >
                  {product.stock}
                </span>
              </dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd className={layout.row}>
                <Stars rating={product.averageRating} />{' '}
                <span className={cx(layout.textSm, layout.textMuted)}>({product.reviewCount})</span>
              </dd>
            </div>
            <div>
              <dt>Featured</dt>
              <dd>{product.featured ? <Badge tone="primary">Featured</Badge> : 'No'}</dd>
            </div>
          </dl>
          <h2 className={styles.adminDetailH}>Description</h2>
          <p className={styles.adminDetailDesc}>{product.description}</p>
        </Card>
      </div>

      <ReviewsSection
        headingId="admin-reviews-heading"
        title="Reviews"
        form={<AdminReviewForm productId={product.id} />}
      >
        <ReviewList reviews={data?.reviews ?? []} />
      </ReviewsSection>

      <ProductFormModal
        open={editing}
        product={product}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          toast.success(`Saved ${saved.name}`);
          setEditing(false);
          void client.refetchQueries({ include: ['AdminProduct', 'AdminProducts'] });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete product?"
        message={`Delete “${product.name}”? Shoppers will no longer see it. Past orders keep their copy.`}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function NotFound() {
  return (
    <div className={cx(layout.container, layout.page)}>
      <EmptyState
        icon={searchIcon}
        titleAs="h1"
        title="Product Not Found"
        text="It may have been deleted by another admin."
        action={<ButtonLink to="/admin/products">Back to products</ButtonLink>}
      />
    </div>
  );
}

/** /admin/products/:id (behind RequireAdmin). */
export function AdminProductDetailPage() {
  return <AdminProductDetail />;
}
