// @ts-check
// The spec's page for an uncaught error. Plain ESM, so the host (host/error-shell.mjs), which Node
// runs without a build step, says the same words as the app's error views (lib/error-texts.ts).

export const GENERIC_ERROR = Object.freeze({
  title: 'Unexpected Application Error!',
  text: 'Something went wrong on our side. Please try again.',
});
