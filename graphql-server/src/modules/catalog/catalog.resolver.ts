import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { Topic } from '../../common/pubsub.js';
import { pagedBy, sizedList } from '../../common/query-limits.js';
import { Review } from '../reviews/index.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ProductInput,
  ProductsArgs,
  UpdateProductInput,
} from './catalog.inputs.js';
import { catalogLoaders, EMBEDDED_REVIEWS_LIMIT, RELATED_LIMIT } from './catalog.loaders.js';
import { DeletePayload } from '../../common/payloads.js';
import { CategoryCount, ProductChange, ProductConnection } from './catalog.types.js';
import { readUpload } from './images.js';
import { Product } from './product.entity.js';
import { ADMIN_CATEGORIES, PRODUCT_CATEGORIES, ProductMessages } from './product.rules.js';

type UploadArg = Promise<FileUpload> | null | undefined;

const imageBytes = (image: UploadArg) => (image ? readUpload(image) : Promise.resolve(undefined));

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, {
    description:
      'Products, filtered and sorted by the server (default: ranked when `q` is given, else newest first). `first` is capped at 48.',
    complexity: pagedBy({ defaultSize: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE, connection: true }),
  })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() { em, services }: Context) {
    return services.catalog.list(em, args);
  }

  @Query(() => Product, {
    nullable: true,
    description: 'A product; null when missing or the id is not valid.',
  })
  product(@Arg('id', () => ID) id: string, @Ctx() { em, services }: Context) {
    return services.catalog.get(em, id);
  }

  @Query(() => [CategoryCount], { description: 'Categories present in the catalog, with product counts.' })
  categories(@Ctx() { em, services }: Context) {
    return services.catalog.categories(em);
  }

  @Query(() => [String], { description: 'Categories the admin form offers (Electronics, Apparel, ...).' })
  adminCategories(): string[] {
    return [...ADMIN_CATEGORIES];
  }

  @Query(() => [String], { description: 'Every category a product may have (admin list + home page tiles).' })
  productCategories(): string[] {
    return [...PRODUCT_CATEGORIES];
  }

  @FieldResolver(() => [Product], {
    description: 'Up to 4 products of the same category (case-insensitive).',
    complexity: sizedList(RELATED_LIMIT),
  })
  related(@Root() product: Product, @Ctx() { em, services }: Context) {
    return services.catalog.related(em, product);
  }

  @FieldResolver(() => [Review], {
    description: `The ${EMBEDDED_REVIEWS_LIMIT} newest reviews (all of them: the reviews(productId) query).`,
    complexity: pagedBy({ defaultSize: EMBEDDED_REVIEWS_LIMIT, max: EMBEDDED_REVIEWS_LIMIT }),
  })
  reviews(
    @Root() product: Product,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Ctx() { em }: Context,
  ): Promise<Review[]> {
    const limit = Math.min(Math.max(first ?? EMBEDDED_REVIEWS_LIMIT, 0), EMBEDDED_REVIEWS_LIMIT);
    return catalogLoaders(em)
      .reviews.load(product.id)
      .then((list) => list.slice(0, limit));
  }

  @AdminOnly(ProductMessages.notAdminAdd)
  @Mutation(() => Product, {
    description:
      'Admin: adds a product. `image` is a multipart upload (JPEG, PNG, GIF or WEBP, at most 5 MB).',
  })
  async createProduct(
    @Arg('input', () => ProductInput) input: ProductInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: UploadArg,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.catalog.create(em, viewer, input, await imageBytes(image));
  }

  @AdminOnly(ProductMessages.notAdminUpdate)
  @Mutation(() => Product, { description: 'Admin: changes the given fields, optionally the image.' })
  async updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProductInput) input: UpdateProductInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: UploadArg,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.catalog.update(em, viewer, id, input, await imageBytes(image));
  }

  @AdminOnly(ProductMessages.notAdminDelete)
  @Mutation(() => DeletePayload, { description: 'Admin: deletes a product (orders keep their snapshot).' })
  deleteProduct(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.catalog.delete(em, viewer, id);
  }

  @Subscription(() => ProductChange, {
    topics: Topic.PRODUCT_CHANGED,
    filter: ({ payload, args }: { payload: { productId: string }; args: { id?: string | null } }) =>
      !args.id || args.id === payload.productId,
    description: 'Live product changes (stock, price, details, deletion); all products when `id` is omitted.',
  })
  async productUpdated(
    @Root() payload: { productId: string },
    @Arg('id', () => ID, { nullable: true }) _id: string | null,
    @Ctx() { em }: Context,
  ): Promise<ProductChange> {
    // A fresh EntityManager per event: the change may come from another request or instance.
    const product = await em.fork().findOne(Product, { id: payload.productId });
    return { productId: payload.productId, deleted: !product, product };
  }
}
