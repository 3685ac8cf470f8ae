import { graphql } from '../../../graphql';

/** @public A fragment: codegen reads it; queries spread it by name. */
export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on Product {
    id
    name
    category
    price
    stock
    description
    hsnCode
    imageUrl
    thumbnailUrl
    featured
    averageRating
    reviewCount
    lowStock
    createdAt
    updatedAt
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($stock: StockFilter, $q: String, $category: String, $first: Int, $after: String) {
    products(stock: $stock, q: $q, category: $category, sort: NEWEST, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminProductFields
        }
      }
    }
  }
`);

export const AdminProductCategoriesQuery = graphql(`
  query AdminProductCategories {
    categories {
      id
      name
      productCount
    }
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductFields
    }
    reviews(productId: $id) {
      id
      productId
      rating
      review
      userName
      createdAt
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      message
    }
  }
`);

export const AdminProductUpdatedSubscription = graphql(`
  subscription AdminProductUpdated {
    productUpdated {
      productId
      deleted
      product {
        ...AdminProductFields
      }
    }
  }
`);

/** Sent through lib/upload.ts (multipart, for the image), not through Apollo's HttpLink. */
export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!, $image: Upload) {
    createProduct(input: $input, image: $image) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $image: Upload) {
    updateProduct(id: $id, input: $input, image: $image) {
      ...AdminProductFields
    }
  }
`);
