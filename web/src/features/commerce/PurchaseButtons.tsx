import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import { Button, type ButtonProps, cx, useToast } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import type { BuyState } from './checkout-state';
import { useAddToCart } from './use-add-to-cart';
import styles from './PurchaseButtons.module.css';

export interface CartProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
  imageUrl?: string | null;
}

interface Props {
  product: CartProduct;
  quantity?: number;
  /**
   * 'card' is the home page's featured card: messages name the product
   * ('[name] is out of stock', 'Failed to add [name] to cart: [reason]').
   */
  context?: 'card' | 'detail';
  size?: ButtonProps['size'];
  /** 'add': only the quick Add to cart (the listing's cards); default both buttons. */
  only?: 'add';
}

function reason(err: unknown): string {
  return readGraphQLError(err).message || 'Please try again';
}

// The mini cart (a dialog with the cart's lines and checkout) opens only after an add: its code
// loads when Add to cart is pressed, while the add is on its way, not with the page.
const loadMiniCart = () => import('./MiniCart');
const MiniCart = lazy(async () => ({ default: (await loadMiniCart()).MiniCart }));

/** Shown instead of acting when nobody is signed in: the message and a link to /login back to here. */
function LoginHint() {
  const location = useLocation();
  return (
    <p className={styles.loginHint} role="alert">
      Please log in to add items to cart.{' '}
      <Link to="/login" state={{ from: location.pathname + location.search }}>
        Log in
      </Link>
    </p>
  );
}

function useAdd(product: CartProduct, quantity: number, context: 'card' | 'detail') {
  const { token } = useSession();
  const toast = useToast();
  const addToCart = useAddToCart();
  const [needsLogin, setNeedsLogin] = useState(false);
  const [busy, setBusy] = useState(false);

  async function add(): Promise<boolean> {
    if (!token) {
      setNeedsLogin(true);
      toast.error('Please log in to add items to cart');
      return false;
    }
    if (product.stock <= 0) {
      toast.error(
        context === 'card' ? `${product.name} is out of stock` : 'Failed to add item to cart: Out of stock',
      );
      return false;
    }
    setBusy(true);
    try {
      await addToCart(product.id, quantity);
      return true;
    } catch (err) {
      toast.error(
        context === 'card'
          ? `Failed to add ${product.name} to cart: ${reason(err)}`
          : `Failed to add item to cart: ${reason(err)}`,
      );
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { add, busy, needsLogin };
}

/**
 * Add to cart and Buy now for one product (product page with the chosen quantity; featured cards with 1).
 * Add to cart opens the mini cart (failures toast); Buy now adds, then goes to /buy with just this item in state.
 */
export function PurchaseButtons({ product, quantity = 1, context = 'detail', size, only }: Props) {
  const { add, busy, needsLogin } = useAdd(product, quantity, context);
  const { token } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [action, setAction] = useState<'add' | 'buy' | null>(null);
  const [miniCart, setMiniCart] = useState(false);
  // Mounted from its first opening on, so that closing it is the dialog's own (focus, animation).
  const [miniCartUsed, setMiniCartUsed] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  // The button was disabled while adding (so it lost focus): give focus back to it by hand.
  function closeMiniCart() {
    setMiniCart(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  async function buyNow() {
    setAction('buy');
    if (!(await add())) return;
    const state: BuyState = {
      items: [
        {
          productId: product.id,
          name: product.name,
          price: product.price,
          quantity,
          imageUrl: product.imageUrl ?? null,
        },
      ],
    };
    void navigate('/buy', { state });
  }

  return (
    <div className={cx(styles.buy, context === 'detail' && styles.detail)}>
      <div className={styles.buttons}>
        <Button
          ref={addButton}
          variant="secondary"
          size={size}
          loading={busy && action === 'add'}
          disabled={busy}
          onClick={async () => {
            setAction('add');
            const miniCartLoaded = token
              ? loadMiniCart().then(
                  () => true,
                  () => false,
                )
              : Promise.resolve(false);
            if (!(await add())) return;
            // The mini cart says it (and shows the cart) without leaving the page; if its code did
            // not arrive, a toast says it.
            if (await miniCartLoaded) {
              setMiniCartUsed(true);
              setMiniCart(true);
            } else toast.success(`Item added to cart: ${product.name}`);
          }}
          aria-label={context === 'card' ? `Add to cart: ${product.name}` : undefined}
          data-testid="add-to-cart"
        >
          Add to cart
        </Button>
        {only !== 'add' && (
          <Button
            size={size}
            loading={busy && action === 'buy'}
            disabled={busy}
            onClick={() => void buyNow()}
            aria-label={context === 'card' ? `Buy now: ${product.name}` : undefined}
            data-testid="buy-now"
          >
            Buy now
          </Button>
        )}
      </div>
      {/* On a card the toast says it: a hint there would make that one card taller than its row. */}
      {needsLogin && context !== 'card' && <LoginHint />}
      {miniCartUsed && (
        <Suspense fallback={null}>
          <MiniCart open={miniCart} onClose={closeMiniCart} addedName={product.name} />
        </Suspense>
      )}
    </div>
  );
}
