import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../common/context.js';
import type { ProductChangedSignal } from '../../common/pubsub.js';
import { selectsField } from '../../common/selection.js';
import { pagedBy, sizedList } from '../../common/query-limits.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ProductInput,
  ProductsArgs,
  UpdateProductInput,
} from './catalog.inputs.js';
import { RELATED_LIMIT } from './catalog.loaders.js';
import { DeletePayload } from '../../common/payloads.js';
import { CategoryCount, ProductChange, ProductConnection } from './catalog.types.js';
import { readUpload } from './images.js';
import { Product } from './product.entity.js';
import { productFromRow, type ProductRow } from './product-rows.js';
import { ProductMessages } from './product.rules.js';
import { CategoryMessages } from './categories.js';

/** One `ProductChange` per published event (the same payload object reaches every subscriber). */
const changes = new WeakMap<ProductChangedSignal, ProductChange>();

function productChange(signal: ProductChangedSignal): ProductChange {
  let change = changes.get(signal);
  if (!change) {
    const product = signal.product ? productFromRow(signal.product as unknown as ProductRow) : null;
    change = { productId: signal.productId, deleted: !product, product };
    changes.set(signal, change);
  }
  return change;
}

type UploadArg = Promise<FileUpload> | null | undefined;

const imageBytes = (image: UploadArg) => (image ? readUpload(image) : Promise.resolve(undefined));

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, {
    description:
      'Products, filtered and sorted by the server (default: ranked when `q` is given, else newest first). `first` is capped at 48.',
    complexity: pagedBy({ defaultSize: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE, connection: true }),
  })
  products(
    @Args(() => ProductsArgs) args: ProductsArgs,
    @Ctx() { db, services }: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.catalog.list(
      db,
      args,
      selectsField(info, 'totalCount') || selectsField(info, 'totalCountIsExact'),
    );
  }

  @Query(() => Product, {
    nullable: true,
    description: 'A product; null when missing or the id is not valid.',
  })
  product(
    @Arg('id', () => ID) id: string,
    @Ctx() { db, services }: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.catalog.get(db, id, { withRelated: selectsField(info, 'related') });
  }

  @Query(() => [CategoryCount], {
    description: "The shop's category list (admin-editable), in order, with product counts.",
  })
  categories(@Ctx() { em, services }: Context) {
    return services.catalog.categories(em);
  }

  @Query(() => [String], {
    description: 'Category names the admin form offers: the same list as `categories`.',
    deprecationReason: 'Use `categories`.',
  })
  adminCategories(@Ctx() { em, services }: Context): Promise<string[]> {
    return services.catalog.categoryNames(em);
  }

  @Query(() => [String], { description: 'Every category a product may have (the names of `categories`).' })
  productCategories(@Ctx() { em, services }: Context): Promise<string[]> {
    return services.catalog.categoryNames(em);
  }

  @AdminOnly(CategoryMessages.notAdmin)
  @Mutation(() => CategoryCount, { description: 'Admin: adds a category at the end of the list.' })
  addCategory(@Arg('name', () => String) name: string, @Ctx() { em, services, viewer }: Context) {
    return services.catalog.addCategory(em, viewer, name);
  }

  @AdminOnly(CategoryMessages.notAdmin)
  @Mutation(() => CategoryCount, {
    description: "Admin: renames a category; its products' category is renamed in the same transaction.",
  })
  renameCategory(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.catalog.renameCategory(em, viewer, id, name);
  }

  @AdminOnly(CategoryMessages.notAdmin)
  @Mutation(() => CategoryCount, {
    description: "Admin: sets a category's HSN code (4, 6 or 8 digits; empty clears it).",
  })
  setCategoryHsn(
    @Arg('id', () => ID) id: string,
    @Arg('hsnCode', () => String) hsnCode: string,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.catalog.setCategoryHsn(em, viewer, id, hsnCode);
  }

  @AdminOnly(CategoryMessages.notAdmin)
  @Mutation(() => DeletePayload, { description: 'Admin: removes a category; refused while products use it.' })
  removeCategory(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.catalog.removeCategory(em, viewer, id);
  }

  @FieldResolver(() => [Product], {
    description: 'Up to 4 products of the same category (case-insensitive).',
    complexity: sizedList(RELATED_LIMIT),
  })
  related(@Root() product: Product, @Ctx() { db, services }: Context) {
    return services.catalog.related(db, product);
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
    subscribe: ({ context, args }: { context: Context; args: { id?: string | null } }) =>
      context.services.catalog.changes(args.id),
    description: 'Live product changes (stock, price, details, deletion); all products when `id` is omitted.',
  })
  productUpdated(
    @Root() payload: ProductChangedSignal,
    @Arg('id', () => ID, { nullable: true }) _id: string | null,
  ): ProductChange {
    // The publisher loaded the product once for the event; every subscriber shares one answer.
    return productChange(payload);
  }
}
