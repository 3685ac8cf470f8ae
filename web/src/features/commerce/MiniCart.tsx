import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import {
  Button,
  ButtonLink,
  cx,
  Icon,
  layout,
  LineItem,
  LineItems,
  Modal,
  Spinner,
  successIcon,
} from '../../components/ui';
import { formatINR } from '../../lib/format';
import { CartQuery } from './operations';
import { useCartCheckout } from './use-cart-checkout';
import styles from './MiniCart.module.css';

/**
 * The mini cart: a drawer that opens after "Add to cart" so the shopper stays on the page. It is
 * the kit Modal (native dialog: focus trapped, the page inert, Escape closes, focus returns to
 * the Add to cart button), drawn as a panel on the right (full width on a phone). It reads the
 * cart the add just wrote into the cache; every figure is the server's.
 */
export function MiniCart({
  open,
  onClose,
  addedName,
}: {
  open: boolean;
  onClose: () => void;
  /** The product just added, named in the confirmation. */
  addedName: string;
}) {
  const { data, loading } = useQuery(CartQuery, { skip: !open });
  const { checkout, checkingOut } = useCartCheckout();
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const cart = data?.cart;
  const count = cart?.totalQuantity ?? 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Your cart"
      placement="end"
      initialFocusRef={checkoutRef}
      data-testid="mini-cart"
      footer={
        <div className={styles.actions}>
          <Button
            ref={checkoutRef}
            fullWidth
            loading={checkingOut}
            disabled={!cart || cart.items.length === 0}
            onClick={() => void checkout()}
          >
            Checkout
          </Button>
          <ButtonLink to="/cart" variant="secondary" fullWidth>
            View cart
          </ButtonLink>
          <Button variant="ghost" fullWidth onClick={onClose}>
            Continue shopping
          </Button>
        </div>
      }
    >
      <p className={styles.added} role="status">
        <Icon icon={successIcon} size={18} />
        <span>
          Item added to cart: <strong>{addedName}</strong>
        </span>
      </p>
      {!cart ? (
        loading ? (
          <Spinner />
        ) : (
          <p className={layout.textMuted}>Your cart could not be loaded. View the cart to try again.</p>
        )
      ) : (
        <>
          <LineItems aria-label="Cart items" className={styles.lines}>
            {cart.items.map((line) => (
              <LineItem key={line.id} imageUrl={line.imageUrl} name={line.name}>
                {line.quantity} × {formatINR(line.price)}
                <span className={styles.lineTotal}>{formatINR(line.lineTotal)}</span>
              </LineItem>
            ))}
          </LineItems>
          <p className={styles.subtotal} data-testid="mini-cart-subtotal">
            <span>
              Subtotal ({count} {count === 1 ? 'item' : 'items'})
            </span>
            <strong>{formatINR(cart.subtotal)}</strong>
          </p>
          <p className={cx(layout.textSm, layout.textMuted)}>Free shipping. 18% GST is added at checkout.</p>
        </>
      )}
    </Modal>
  );
}
