import { InstagramIcon } from '@/components/ui/icons';
import { ANIMATE_CLASS } from '@/lib/animate-on-scroll';
import type { InstagramFeedState } from '@/lib/instagram';
import { site } from '@/lib/site';
import { MESSAGES } from '@/messages';

type InstagramTexts = (typeof MESSAGES)['en']['home']['instagram'];

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * 'FOLLOW US ON INSTAGRAM': the profile link, the feed and 'View More on Instagram'. A server
 * component: the feed is fetched on the server, so no token and no script reach the browser.
 */
export function InstagramFeed({
  feed,
  texts = MESSAGES.en.home.instagram,
}: {
  feed: InstagramFeedState;
  /** The section's words in the page's language (English by default). */
  texts?: InstagramTexts;
}) {
  return (
    <section
      aria-labelledby="instagram-heading"
      className={`${ANIMATE_CLASS} mx-auto max-w-screen-xl px-4 py-12 lg:px-8 lg:py-16`}
    >
      <h2 id="instagram-heading" className="text-center text-xl font-semibold tracking-[0.2em] lg:text-2xl">
        {texts.heading}
      </h2>
      <p className="mt-3 text-center">
        <a href={site.instagram.href} {...external} className="link gap-2">
          <InstagramIcon width={16} height={16} />
          <span translate="no">{site.instagram.handle}</span> <span className="sr-only">{texts.newTab}</span>
        </a>
      </p>
      {feed.status === 'ready' && (
        // The posts' descriptions are Instagram's, as their authors wrote them.
        <ul
          translate="no"
          className="mt-8 grid grid-cols-2 gap-2 sm:grid-cols-5"
          data-testid="instagram-feed"
          data-source={feed.source}
        >
          {feed.posts.map((post, i) => (
            // On phones the first image spans both columns, so all five fit in a 1 + 2 + 2 layout.
            <li key={post.id} className={i === 0 ? 'col-span-2 sm:col-span-1' : undefined}>
              <a
                href={post.permalink}
                {...external}
                className="group relative block aspect-square overflow-hidden bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small square images, no client image component */}
                <img
                  src={post.imageUrl}
                  alt={post.alt}
                  width={640}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {feed.status === 'empty' && <p className="mt-8 text-center text-muted">{texts.noImages}</p>}
      {feed.status === 'error' && (
        <p role="alert" className="mt-8 text-center text-sale">
          {feed.message}
        </p>
      )}
      <div className="mt-10 text-center">
        <a
          href={site.instagram.href}
          {...external}
          className="inline-block border border-ink px-8 py-3 text-xs font-semibold tracking-[0.2em] uppercase hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {texts.viewMore} <span className="sr-only">{texts.newTab}</span>
        </a>
      </div>
    </section>
  );
}
