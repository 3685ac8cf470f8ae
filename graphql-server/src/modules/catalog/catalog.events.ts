/** A product's details, price or reviews changed, or it was created or deleted. */
export interface ProductChanged {
  productId: string;
  /** what happened to it (webhooks tell these apart); absent: its details or reviews changed */
  change?: 'created' | 'updated' | 'deleted';
}

/** Stock of these products moved (an order took it, a cancellation or return put it back). */
export interface StockChanged {
  productIds: string[];
}

/** The category list changed (added, renamed, removed); a rename moved these products with it. */
export interface CategoriesChanged {
  productIds: string[];
}

export interface CatalogEvents {
  CategoriesChanged: CategoriesChanged;
  ProductChanged: ProductChanged;
  StockChanged: StockChanged;
}
