import { graphql } from '../../graphql';

/** @public (codegen) What a product card shows (list, featured, related). */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    category
    price
    stock
    description
    imageUrl
    thumbnailUrl
    averageRating
    reviewCount
    lowStock
  }
`);

/** @public A fragment: codegen reads it; queries spread it by name. */
export const ReviewFieldsFragment = graphql(`
  fragment ReviewFields on Review {
    id
    productId
    rating
    review
    userName
    createdAt
    verifiedBuyer
  }
`);

export const ProductsQuery = graphql(`
  query Products(
    $q: String
    $category: String
    $featured: Boolean
    $stock: StockFilter
    $sort: ProductSort
    $minPrice: Float
    $maxPrice: Float
    $inStock: Boolean
    $minRating: Int
    $first: Int
    $after: String
  ) {
    products(
      q: $q
      category: $category
      featured: $featured
      stock: $stock
      sort: $sort
      minPrice: $minPrice
      maxPrice: $maxPrice
      inStock: $inStock
      minRating: $minRating
      first: $first
      after: $after
    ) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ProductCardFields
        }
      }
    }
  }
`);

export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      productCount
    }
  }
`);

export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCardFields
      gallery
      featured
      createdAt
      updatedAt
      related {
        ...ProductCardFields
      }
    }
  }
`);

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!) {
    reviews(productId: $productId) {
      ...ReviewFields
    }
    product(id: $productId) {
      id
      ratingSummary {
        average
        count
        distribution {
          stars
          count
        }
      }
    }
  }
`);

export const AddReviewMutation = graphql(`
  mutation AddReview($productId: ID!, $rating: Int, $review: String) {
    addReview(productId: $productId, rating: $rating, review: $review) {
      ...ReviewFields
    }
  }
`);

export const ProductUpdatedSubscription = graphql(`
  subscription ProductUpdated($id: ID) {
    productUpdated(id: $id) {
      productId
      deleted
      product {
        ...ProductCardFields
        featured
      }
    }
  }
`);

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
    }
  }
`);
