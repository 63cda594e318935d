// The spec's toasts for signing in, registering and signing out (section 8), in one place.

export const AUTH_TOASTS = {
  loginSuccess: { title: 'Login Successful', description: 'Welcome back!' },
  loginFailed: { title: 'Login Failed', description: 'Invalid email or password. Please try again.' },
  loginError: { title: 'Login Error', description: 'An unexpected error occurred. Please try again later.' },
  registered: {
    title: 'Registration Successful',
    description: 'Your account has been created successfully. You are now logged in.',
  },
  registerFailed: {
    title: 'Registration Failed',
    description: 'Failed to create account. Please try again.',
  },
  registerError: {
    title: 'Registration Error',
    description: 'Unable to connect to the server. Please try again later.',
  },
  loggedOut: { title: 'Logged Out', description: 'You have been successfully logged out.' },
} as const;

type ToastKey = 'loginSuccess' | 'loginFailed' | 'loginError' | 'loggedOut';
type RegisterKey = 'registered' | 'registerFailed' | 'registerError';

/** The sign-in and sign-out toasts in the page's language (account.client.toasts). */
export function authToasts(t: Record<ToastKey | `${ToastKey}Title`, string>) {
  return {
    loginSuccess: { title: t.loginSuccessTitle, description: t.loginSuccess },
    loginFailed: { title: t.loginFailedTitle, description: t.loginFailed },
    loginError: { title: t.loginErrorTitle, description: t.loginError },
    loggedOut: { title: t.loggedOutTitle, description: t.loggedOut },
  };
}

/** The Create Account toasts in the page's language (account.client.toasts). */
export function registerToasts(t: Record<RegisterKey | `${RegisterKey}Title`, string>) {
  return {
    registered: { title: t.registeredTitle, description: t.registered },
    registerFailed: { title: t.registerFailedTitle, description: t.registerFailed },
    registerError: { title: t.registerErrorTitle, description: t.registerError },
  };
}
