// The three built-in hero slides (spec section 8: "Carousel failure or empty result falls back to
// three built-in slides"). The images are static files under public/hero/.
import type { CarouselSlide } from './types';

export const FALLBACK_SLIDES: readonly CarouselSlide[] = [
  {
    id: -1,
    image: '/hero/fallback-1.jpg',
    title: 'New Arrivals',
    subtitle: 'Fresh styles for the new season, just landed in store.',
    cta: 'SHOP NEW IN',
    link: '/collections/new-arrivals',
  },
  {
    id: -2,
    image: '/hero/fallback-2.jpg',
    title: "Men's Collection",
    subtitle: 'Everyday essentials and statement pieces from the brands we carry.',
    cta: 'SHOP MEN',
    link: '/men',
  },
  {
    id: -3,
    image: '/hero/fallback-3.jpg',
    title: "Women's Collection",
    subtitle: 'Dresses, denim and more for every day and every occasion.',
    cta: 'SHOP WOMEN',
    link: '/women',
  },
];
