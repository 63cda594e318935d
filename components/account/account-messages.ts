// The account screen's toasts and texts. The spec's wording (section 8, "Account toasts") is kept
// word for word; the few texts the spec does not give are marked as ours.

export const ACCOUNT_TOASTS = {
  accessDenied: { title: 'Access Denied', description: 'Please log in to access your account.' },
  updateFailed: { title: 'Update failed', description: 'There was an error updating your profile' },
  passwordFailed: 'Failed to update password. Please check your current password and try again',
  unexpected: 'An unexpected error occurred',
  deleteFailed: 'Failed to delete account',
  ordersError: (error: string) => `Error loading orders: ${error}`,
  /** Ours: the spec names no success toast for these. */
  passwordUpdated: { title: 'Password updated', description: 'Your new password is now in use.' },
  accountDeleted: { title: 'Account deleted', description: 'Your account has been deleted.' },
} as const;

/** Where a guest signs in and comes back to the account page. */
export const ACCOUNT_LOGIN_HREF = '/login?returnUrl=/account';

/** The Saved! label stays this long (spec: 'Saved!' for 3 s). */
export const SAVED_MS = 3000;
