/* eslint-disable @next/next/no-html-link-for-pages -- the floor has no client component (issue 14), so no next/link */
import { FillImage } from './fill-image';

// fill-image.tsx is the shop's components/ui/fill-image.tsx (a server-rendered <img srcset> over
// Next's optimizer), copied in by bench/report.mjs with the lib/image-url.ts it imports. Eight cards with names and prices of the shop's length. The image files are the shop's own hero
// slide and product photos, which bench/report.mjs copies into public/ before starting the floor.
const PRODUCTS = [
  ['Levi’s', 'Slim Fit Stretch Jeans', '69.90'],
  ['Tommy Hilfiger', 'Organic Cotton Logo T-Shirt', '34.90'],
  ['Calvin Klein', 'Quilted Hooded Puffer Jacket', '159.00'],
  ['Guess', 'Ribbed Knit Midi Dress', '89.90'],
  ['Nautica', 'Linen Blend Button-Down Shirt', '54.90'],
  ['Levi’s', 'High Rise Wide Leg Jeans', '79.90'],
  ['Tommy Hilfiger', 'Cable Knit Crew Neck Jumper', '99.90'],
  ['Guess', 'Faux Leather Crossbody Bag', '74.90'],
] as const;

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';

/** The whole page: a hero and a server-rendered grid of `cards` product cards (the eight in turn). */
export function Home({ cards = PRODUCTS.length }: { cards?: number }) {
  return (
    <>
      <section className="hero">
        <FillImage src="/hero.jpg" alt="" sizes="100vw" priority />
        <div className="hero-text">
          <h1>New Season</h1>
          <p>Light layers for long days</p>
          <a href="/">SHOP NOW</a>
        </div>
      </section>
      <h2>BESTSELLERS</h2>
      <div className="grid">
        {Array.from({ length: cards }, (_, i) => {
          const [brand, name, price] = PRODUCTS[i % PRODUCTS.length];
          return (
            <article key={i} className="card" data-testid="product-card">
              <a href="/">
                <div className="media">
                  <FillImage
                    src={`/products/${(i % PRODUCTS.length) + 1}.jpg`}
                    alt={name}
                    sizes={CARD_SIZES}
                    maxWidth={1080}
                  />
                </div>
                <p className="brand">{brand}</p>
                <h3>{name}</h3>
                <p>€{price}</p>
              </a>
            </article>
          );
        })}
      </div>
    </>
  );
}
