import { useId, useState } from 'react';
import { Icon, plusIcon } from '../../components/ui';
import { PurchaseButtons } from '../commerce/public';
import { clampQuantity } from './product-helpers';
import styles from './ProductPage.module.css';

export interface PurchasableProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
  imageUrl?: string | null;
}

/** Quantity 1..stock with minus/plus buttons and a number box; disabled when out of stock. */
export function QuantityChooser({
  stock,
  value,
  onChange,
}: {
  stock: number;
  value: number;
  onChange: (q: number) => void;
}) {
  const id = useId();
  const disabled = stock <= 0;
  return (
    <div className={styles.qty}>
      <label htmlFor={id} className={styles.qtyLabel}>
        Quantity
      </label>
      <div className={styles.qtyControl}>
        <button
          type="button"
          className={styles.qtyBtn}
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <input
          id={id}
          className={styles.qtyInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          step={1}
          value={disabled ? 0 : value}
          disabled={disabled}
          onChange={(e) => onChange(clampQuantity(e.target.valueAsNumber, stock))}
          data-testid="quantity"
        />
        <button
          type="button"
          className={styles.qtyBtn}
          aria-label="Increase quantity"
          disabled={disabled || value >= stock}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
        >
          <Icon icon={plusIcon} size={16} />
        </button>
      </div>
    </div>
  );
}

/**
 * Everything the shopper does to buy this product. Today: the quantity chooser.
 * CART SLOT: the cart feature adds its Add to cart / Buy now buttons below the chooser, using
 * `product` and `quantity` (keep them inside this component so the detail page stays unchanged).
 */
export function ProductPurchasePanel({ product }: { product: PurchasableProduct }) {
  const [quantity, setQuantity] = useState(1);
  const q = clampQuantity(quantity, product.stock);
  return (
    <div className={styles.purchasePanel} data-testid="purchase-panel">
      <QuantityChooser stock={product.stock} value={q} onChange={setQuantity} />
      <PurchaseButtons product={product} quantity={q} />
    </div>
  );
}
