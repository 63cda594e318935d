import type { StoredItem } from '@/lib/privacy/cookies';

/** The privacy page's list of cookies or browser storage: name, purpose and lifetime of each. */
export function StoredItems({ items }: { items: readonly StoredItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.name}>
          <code>{item.name}</code>: {item.purpose} <em>Kept:</em> {item.lifetime}.
        </li>
      ))}
    </ul>
  );
}
