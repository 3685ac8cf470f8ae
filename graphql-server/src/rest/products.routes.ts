import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { badInput } from '../common/errors.js';
import { IMAGE_LIMITS, imageTooLarge, invalidImage, ProductMessages } from '../modules/catalog/index.js';
import type { Product } from '../modules/catalog/index.js';
import type { Review } from '../modules/reviews/index.js';
import type { makeRoute } from './http.js';

/** A product as the legacy clients read it: `_id` and `id`, price in rupees. */
export function legacyProduct(p: Product) {
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    price: p.price,
    stock: p.stock,
    category: p.category,
    description: p.description,
    imageUrl: p.imageUrl,
    thumbnailUrl: p.thumbnailUrl,
    featured: p.featured,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
    lowStock: p.lowStock,
  };
}

export function legacyReview(r: Review) {
  return {
    _id: r.id,
    id: r.id,
    productId: r.productId,
    rating: r.rating,
    review: r.review,
    userName: r.userName,
    createdAt: r.createdAt,
  };
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 20, fieldSize: 100 * 1024, parts: 25 },
});

/** Multipart form with at most one file field named `image`; multer's errors become domain errors. */
function productForm(req: Request, res: Response, next: NextFunction): void {
  upload.single('image')(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(imageTooLarge());
      if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
        return next(invalidImage());
      return next(badInput('The form is too large'));
    }
    next(err);
  });
}

const fieldsOf = (req: Request) =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/** Public reads ignore the token (a stale one must not break browsing). */
const PUBLIC = { authenticate: false } as const;

export function productRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();

  r.get(
    '/',
    route(async ({ db, services }, req) => {
      const q = typeof req.query.q === 'string' ? req.query.q : undefined;
      const category = typeof req.query.category === 'string' ? req.query.category : undefined;
      const featured =
        req.query.featured === 'true' ? true : req.query.featured === 'false' ? false : undefined;
      const list = await services.catalog.listAll(db, { q, category, featured });
      return list.map(legacyProduct);
    }, PUBLIC),
  );
  r.get(
    '/:id',
    route(
      async ({ db, services }, req) =>
        legacyProduct(await services.catalog.getOrFail(db, String(req.params.id))),
      PUBLIC,
    ),
  );
  r.post(
    '/',
    route.adminBeforeBody(ProductMessages.notAdminAdd),
    productForm,
    route(
      async ({ em, services, viewer }, req) =>
        legacyProduct(await services.catalog.create(em, viewer, fieldsOf(req), req.file?.buffer)),
      { status: 201 },
    ),
  );
  r.put(
    '/:id',
    route.adminBeforeBody(ProductMessages.notAdminUpdate),
    productForm,
    route(async ({ em, services, viewer }, req) =>
      legacyProduct(
        await services.catalog.update(em, viewer, String(req.params.id), fieldsOf(req), req.file?.buffer),
      ),
    ),
  );
  r.delete(
    '/:id',
    route(async ({ em, services, viewer }, req) =>
      services.catalog.delete(em, viewer, String(req.params.id)),
    ),
  );

  r.get(
    '/:id/reviews',
    route(
      async ({ db, services }, req) =>
        (await services.reviews.list(db, String(req.params.id))).map(legacyReview),
      PUBLIC,
    ),
  );
  r.post(
    '/:id/reviews',
    route(
      async ({ em, services, viewer }, req) => {
        // `userName` from the client is ignored: the account's name is used.
        const body = fieldsOf(req);
        const review = await services.reviews.add(em, viewer, String(req.params.id), {
          rating: body.rating,
          review: body.review,
        });
        return legacyReview(review);
      },
      { status: 201 },
    ),
  );
  return r;
}
