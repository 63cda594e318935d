// What a benchmark visit brings with it, the same way for Playwright and Lighthouse: a signed-in
// session (sign-in through the shop's own API from the page, so the browser keeps the cookie) and
// lines in the bag (localStorage 'cart', as the shop's cart store keeps them).

/**
 * A bag of one line, as the cart store writes it (for /cart and /checkout): a line the sandbox sells
 * as it is (colour, size in stock, price), so the quote confirms it without a notice, which would
 * move the page (a real layout shift, and a bag no shopper who added it today would have).
 */
export const BENCH_BAG = [
  {
    id: 5014,
    name: 'Linen Blend Chinos',
    href: '/men/1016/product/5014',
    size: 'M',
    color: 'Camel',
    quantity: 1,
    priceCents: 4490,
  },
];
/** The sandbox's demo customer (sandbox/README.md), for /account. */
export const BENCH_LOGIN = 'demo@example.com:demo1234';

/**
 * Puts the visit's state into a browser page already on the shop's origin.
 * @param {{ evaluate: Function }} page a Playwright or Puppeteer page
 * @param {{ login?: string, cart?: string }} state login 'email:password', cart the JSON text
 */
export async function prepareVisit(page, { login, cart }) {
  if (login) {
    const [email, password] = login.split(':');
    const status = await page.evaluate(
      async ([e, p]) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: e, password: p }),
          })
        ).status,
      [email, password],
    );
    if (status >= 400) throw new Error(`sign-in failed: ${status}`);
  }
  if (cart) await page.evaluate((c) => localStorage.setItem('cart', c), cart);
}
