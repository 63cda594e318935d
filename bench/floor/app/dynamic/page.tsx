import { Home } from '../home';

// The same page rendered on every request: the floor's "dynamic page". ?cards=N renders N cards,
// so the report compares a shop page's HTML with the floor's for the same number of cards.
export const dynamic = 'force-dynamic';

const MAX_CARDS = 96;

export default async function Page({ searchParams }: { searchParams: Promise<{ cards?: string }> }) {
  const cards = Math.min(MAX_CARDS, Math.max(0, Number((await searchParams).cards ?? 8) || 0));
  return <Home cards={cards} />;
}
