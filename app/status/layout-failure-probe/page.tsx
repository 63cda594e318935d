// Never rendered: on this path the root layout throws first (proxy.ts sets the header it reads), so
// tests/e2e/next-62228.spec.ts sees what a shopper gets when the root layout fails
// (app/global-error.tsx, docs/decisions/0063).
export default function Page() {
  return null;
}
