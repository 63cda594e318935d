/** The spec's wishlist toasts (hearts, the wishlist page). */
export const WISHLIST_TOASTS = {
  signInRequired: {
    title: 'Sign in required',
    description: 'You need to register or sign in to add items to your wishlist.',
  },
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  updateError: {
    title: 'Wishlist Error',
    description: 'There was a problem updating your wishlist. Please try again.',
  },
  addError: { title: 'Wishlist Error', description: 'Unable to add item to wishlist. Please try again.' },
  loadError: {
    title: 'Error Loading Wishlist',
    description: 'There was a problem loading your wishlist. Please try again.',
  },
  removeError: 'Failed to remove item',
} as const;
