import { loadCartSuggestions } from '@/server/catalogue/also-like';
import { productCardsHandler } from '@/server/catalogue/suggestion-routes';

export const GET = productCardsHandler((ids) => loadCartSuggestions(ids));
