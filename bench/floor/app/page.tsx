import { Home } from './home';

// Prerendered at build time: the floor's "cached page" (Next serves the stored HTML).
export default function Page() {
  return <Home />;
}
