import 'server-only';
import { config } from '@/server/config';
import { sessionSecret } from '@/server/session-secret';
import { stores } from './stores';

// The app's wiring of the newsletter routes: the shop's store, its public origin and the key of
// the unsubscribe links (the session secret, as the order view token uses it).

export const newsletterEnv = {
  origin: () => config().siteUrl,
  subscribers: () => stores().subscribers,
  secret: sessionSecret,
};
