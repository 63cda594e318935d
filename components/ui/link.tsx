import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's in-app link: next/link without prefetching. With prefetching on, every product card
 * scrolled into view asked the server for a dynamic render of its page; a click still navigates on
 * the client.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
