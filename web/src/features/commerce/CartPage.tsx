import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link } from '../../lib/link';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  cx,
  EmptyState,
  ErrorState,
  Icon,
  ImageWithFallback,
  layout,
  LoadingState,
  PageHeader,
  useToast,
  cartIcon,
  trashIcon,
} from '../../components/ui';
import { formatINR } from '../../lib/format';
import { useSession } from '../../lib/session';
import { validateCartQuantity } from './checkout-helpers';
import { SummaryRows } from '../orders/public';
import { LoginRequired } from './components';
import { CartQuery } from './operations';
import { useCartCheckout } from './use-cart-checkout';
import { useCartMutations, type CartLine } from './use-cart';
import styles from './commerce.module.css';

export function CartPage() {
  const { token } = useSession();
  if (!token) return <LoginRequired message="Please log in to view your cart" from="/cart" />;
  return <Cart />;
}

function Cart() {
  const { data, loading, error, refetch } = useQuery(CartQuery, { fetchPolicy: 'cache-and-network' });
  const toast = useToast();
  const { clearCart } = useCartMutations();
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const { checkout, checkingOut } = useCartCheckout();

  useEffect(() => {
    if (error && !data) toast.error('Failed to load cart');
  }, [error, data, toast]);

  const cart = data?.cart;

  async function doClear() {
    setClearing(true);
    try {
      await clearCart();
      toast.success('Cart cleared');
    } catch {
      toast.error('Failed to clear cart');
    } finally {
      setClearing(false);
      setConfirmClear(false);
    }
  }

  if (!cart) {
    if (loading) return <LoadingState label="Loading your cart..." />;
    return (
      <div className={cx(layout.container, layout.page)}>
        <ErrorState message="Failed to load cart" onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <div className={cx(layout.container, layout.page)}>
      <PageHeader
        title="Shopping Cart"
        subtitle={
          cart.totalQuantity > 0
            ? `${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'item' : 'items'} in your cart`
            : undefined
        }
        actions={
          cart.items.length > 0 ? (
            <Button variant="ghost" onClick={() => setConfirmClear(true)} data-testid="clear-cart">
              <Icon icon={trashIcon} size={18} />
              Clear cart
            </Button>
          ) : null
        }
      />
      {cart.items.length === 0 ? (
        <EmptyState
          icon={cartIcon}
          title="Your cart is empty"
          text="Find something you like in the catalogue."
          action={<ButtonLink to="/products">Browse products</ButtonLink>}
        />
      ) : (
        <div className={styles.cartLayout}>
          <ul className={styles.cartLines} aria-label="Cart items" data-testid="cart-lines">
            {cart.items.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </ul>
          <Card as="aside" className={styles.cartSummary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.commerceH2}>
              Order summary
            </h2>
            <SummaryRows
              flush
              rows={[
                { label: `Items (${cart.totalQuantity})`, value: cart.subtotal, testId: 'cart-subtotal' },
                { label: 'Shipping', value: 'FREE' },
              ]}
            />
            <p className={cx(layout.textSm, layout.textMuted)}>
              GST (18%), promo codes and wallet are applied at checkout.
            </p>
            <Button
              fullWidth
              size="lg"
              loading={checkingOut}
              onClick={() => void checkout()}
              data-testid="checkout"
            >
              Checkout
            </Button>
            <Link to="/products" className={styles.cartSummaryContinue}>
              Continue shopping
            </Link>
          </Card>
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title="Clear cart"
        message="Remove every item from your cart?"
        confirmLabel="Clear cart"
        danger
        loading={clearing}
        onConfirm={() => void doClear()}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const toast = useToast();
  const { updateQuantity, removeItem } = useCartMutations();
  const [draft, setDraft] = useState(String(line.quantity));
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  async function commit(quantity: number) {
    if (quantity === line.quantity) return setDraft(String(line.quantity));
    const problem = validateCartQuantity(quantity, line.stock, line.name);
    if (problem) {
      toast.error(problem);
      setDraft(String(line.quantity));
      return;
    }
    setBusy(true);
    try {
      await updateQuantity(line.itemId, quantity);
      toast.success('Quantity updated');
    } catch {
      toast.error('Failed to update quantity');
      setDraft(String(line.quantity));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await removeItem(line.itemId);
      toast.success('Item removed from cart');
    } catch {
      toast.error('Failed to remove item from cart');
      setBusy(false);
    }
  }

  return (
    <li className={styles.cartLine} data-testid="cart-line">
      <ImageWithFallback src={line.imageUrl} alt="" className={styles.cartLineImg} />
      <div className={styles.cartLineInfo}>
        <Link to={`/products/${line.productId}`} className={styles.cartLineName}>
          {line.name}
        </Link>
        <p className={cx(layout.textSm, layout.textMuted)}>
          {formatINR(line.price)} <span className={layout.visuallyHidden}>per item</span>
          <span aria-hidden="true"> each</span>
        </p>
        {line.stock > 0 && (line.quantity >= line.stock || line.stock <= 5) && (
          <p className={cx(styles.cartLineLow, layout.textSm)} data-testid="cart-line-limit">
            {line.quantity >= line.stock ? `Only ${line.stock} in stock` : `Only ${line.stock} left`}
          </p>
        )}
      </div>
      <div className={styles.cartLineQty}>
        <label htmlFor={inputId} className={layout.visuallyHidden}>
          Quantity of {line.name}
        </label>
        <div className={styles.stepperInput}>
          <button
            type="button"
            aria-label={`Decrease quantity of ${line.name}`}
            disabled={busy || line.quantity <= 1}
            onClick={() => void commit(line.quantity - 1)}
          >
            −
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={line.stock}
            value={draft}
            disabled={busy}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => void commit(Math.floor(Number(draft)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void commit(Math.floor(Number(draft)));
            }}
            data-testid="cart-quantity"
          />
          <button
            type="button"
            aria-label={`Increase quantity of ${line.name}`}
            disabled={busy || line.quantity >= line.stock}
            onClick={() => void commit(line.quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <p className={styles.cartLineTotal} data-testid="cart-line-total">
        <span className={layout.visuallyHidden}>Line total </span>
        {formatINR(line.lineTotal)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className={styles.cartLineRemove}
        aria-label={`Remove ${line.name} from cart`}
        disabled={busy}
        onClick={() => void remove()}
      >
        <Icon icon={trashIcon} size={18} />
        <span className={styles.cartLineRemoveText}>Remove</span>
      </Button>
    </li>
  );
}
