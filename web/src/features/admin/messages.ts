/** Every message the admin screens show, worded as the admin spec gives them. */
export const AdminMessages = {
  accessDenied: 'Access denied. Admin login required.',
  notAdmin: 'You are not authorized as an admin',
  loginFailed: 'Login failed. Please try again later.',
  adminCreated: 'Admin account created. OTP sent to email.',
  adminRegistrationFailed: 'Admin registration failed.',
} as const;

/** The admin product and review forms (price, stock and image from the spec; the rest the server's words). */
export const ProductFormMessages = {
  name: 'Product name is required',
  category: 'Category is required',
  priceRequired: 'Price is required',
  price: 'Price must be a non-negative number',
  stockRequired: 'Stock is required',
  stock: 'Stock must be a non-negative integer',
  description: 'Description is required',
  imageRequired: 'Please choose a product image',
  image: 'Please upload a valid image (JPEG, PNG, GIF, WEBP)',
  rating: 'Rating must be between 1 and 5',
  reviewText: 'Review text is required',
  addFailed: (status: number) => `Failed to add product (Status: ${status})`,
  updateFailed: (status: number) => `Failed to update product (Status: ${status})`,
  reviewFailed: 'Failed to submit review',
} as const;
