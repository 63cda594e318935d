import { loadViewedCards } from '@/server/catalogue/also-like';
import { productCardsHandler } from '@/server/catalogue/suggestion-routes';

export const GET = productCardsHandler((ids) => loadViewedCards(ids));
