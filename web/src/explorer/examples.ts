/** The explorer's example operations, one tab each (docs/api.md walks through the same ones). */
export const EXAMPLES = [
  {
    query: `# Welcome to Rupee Shop's public GraphQL API (the guide: docs/api.md).
# Run with the ▶ button or Ctrl-Enter; the Docs panel on the left lists every type.
# Every answer's extensions.cost tells what it cost and what is left in your bucket.
# An API key goes in the Headers tab below: { "X-Api-Key": "rsk_..." }

query FirstPage($first: Int = 12, $after: String) {
  products(first: $first, after: $after, sort: NEWEST) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node { id name category price stock averageRating reviewCount imageUrl }
    }
  }
}
`,
  },
  {
    query: `# Search, filter and sort: prices are rupees (two decimals), before 18% GST.
query Search($q: String = "headphones") {
  products(q: $q, first: 5, sort: PRICE_LOW_TO_HIGH, inStock: true) {
    totalCount
    edges { node { id name price stock } }
  }
  categories { name productCount }
}
`,
  },
  {
    query: `# One product with its ratings and latest reviews (put an id from the list in Variables).
query Product($id: ID!) {
  product(id: $id) {
    id name description price stock
    ratingSummary { average count }
    reviews(first: 5) { rating review createdAt }
  }
}
`,
    variables: '{ "id": "" }',
  },
  {
    query: `# Live stock and price changes over the WebSocket (graphql-ws on the same /graphql).
# After a reconnect, read the product again, then subscribe again.
subscription LiveStock {
  productUpdated { productId deleted product { id name stock price } }
}
`,
  },
];
