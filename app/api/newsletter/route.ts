import { createRateLimiter } from '@/server/http/rate-limit';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { shopDb } from '@/server/store/db';
import { addSubscriber } from '@/server/store/newsletter-subscribers';

// Sign-ups from the home page's 'JOIN THE RUCK CLUB': 5 per client IP per 10 minutes.
const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

export const POST = newsletterHandler({ limiter, subscribe: (email) => addSubscriber(shopDb(), email) });
