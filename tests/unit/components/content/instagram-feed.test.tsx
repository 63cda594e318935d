import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstagramFeed } from '@/components/home/instagram-feed';
import { site } from '@/lib/site';

const posts = [1, 2, 3, 4, 5].map((n) => ({
  id: `p${n}`,
  imageUrl: `/instagram/fallback-${n}.jpg`,
  permalink: site.instagram.href,
  alt: `Picture ${n}`,
}));

describe('InstagramFeed', () => {
  it("shows 'FOLLOW US ON INSTAGRAM', the profile link, 5 images and 'View More on Instagram'", () => {
    render(<InstagramFeed feed={{ status: 'ready', posts, source: 'fallback' }} />);
    expect(screen.getByRole('heading', { name: 'FOLLOW US ON INSTAGRAM' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: `${site.instagram.handle} (opens in a new tab)` })
        .getAttribute('href'),
    ).toBe(site.instagram.href);
    const feed = screen.getByTestId('instagram-feed');
    expect(
      within(feed)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(posts.map((p) => p.alt));
    const more = screen.getByRole('link', { name: 'View More on Instagram (opens in a new tab)' });
    expect(more.getAttribute('href')).toBe(site.instagram.href);
    expect(more.getAttribute('rel')).toContain('noopener');
  });

  it("says 'No images' for an empty feed", () => {
    render(<InstagramFeed feed={{ status: 'empty' }} />);
    expect(screen.getByText('No images')).toBeTruthy();
    expect(screen.queryByTestId('instagram-feed')).toBeNull();
  });

  it('shows an error message in an error paragraph', () => {
    render(<InstagramFeed feed={{ status: 'error', message: 'The access_token provided is invalid.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The access_token provided is invalid.');
  });
});
