import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselError, HeroCarousel } from '@/components/home/hero-carousel';
import { FALLBACK_SLIDES } from '@/lib/carousel-fallback';

const slides = FALLBACK_SLIDES;
const activeSlide = () =>
  document.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')?.getAttribute('aria-label');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('is a labelled carousel region of "N of M" slides, each with title, subtitle and cta link', () => {
    render(<HeroCarousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(Array.from(groups, (g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(activeSlide()).toBe('1 of 3');
    expect(screen.getByRole('heading', { name: 'New Arrivals' })).toBeTruthy();
    expect(screen.getByText(slides[0].subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SHOP NEW IN' }).getAttribute('href')).toBe(
      '/collections/new-arrivals',
    );
  });

  it('loads the first image eagerly with high priority (the LCP) and the others lazily', () => {
    render(<HeroCarousel slides={slides} />);
    const [first, ...rest] = Array.from(document.querySelectorAll('img'));
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('sizes')).toBe('100vw');
    for (const image of rest) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it('shows slide 1 in the server HTML, without controls that would need JavaScript', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<HeroCarousel slides={slides} />),
      'text/html',
    );
    const groups = doc.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups[0].hasAttribute('aria-hidden')).toBe(false);
    expect(groups[1].getAttribute('aria-hidden')).toBe('true');
    expect(groups[1].hasAttribute('inert')).toBe(true);
    expect(doc.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(doc.querySelectorAll('button')).toHaveLength(0);
  });

  it('auto-advances every 6 s and wraps from the last slide to the first', () => {
    render(<HeroCarousel slides={slides} />);
    wait(5999);
    expect(activeSlide()).toBe('1 of 3');
    wait(1);
    expect(activeSlide()).toBe('2 of 3');
    wait(6000);
    expect(activeSlide()).toBe('3 of 3');
    wait(6000);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('ignores moves during the 500 ms lock after a transition', () => {
    render(<HeroCarousel slides={slides} />);
    click('Next slide');
    expect(activeSlide()).toBe('2 of 3');
    click('Next slide');
    click('Go to slide 1');
    expect(activeSlide()).toBe('2 of 3');
    wait(500);
    click('Next slide');
    expect(activeSlide()).toBe('3 of 3');
  });

  it('goes to a slide from its dot, marks the active dot, and wraps backwards', () => {
    render(<HeroCarousel slides={slides} />);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
    click('Go to slide 3');
    expect(activeSlide()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).hasAttribute('aria-current')).toBe(false);
    wait(500);
    click('Next slide');
    expect(activeSlide()).toBe('1 of 3');
    wait(500);
    click('Previous slide');
    expect(activeSlide()).toBe('3 of 3');
  });

  it('stops with the pause button and resumes with play', () => {
    render(<HeroCarousel slides={slides} />);
    click('Pause slides');
    wait(20000);
    expect(activeSlide()).toBe('1 of 3');
    // Pressing play rotates even though the pointer and focus are on the button inside the carousel.
    const play = screen.getByRole('button', { name: 'Play slides' });
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });
    fireEvent.focus(play);
    fireEvent.click(play);
    wait(6000);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('pauses while the mouse is over it or focus is inside', () => {
    render(<HeroCarousel slides={slides} />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    wait(6000);
    expect(activeSlide()).toBe('2 of 3');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    wait(12000);
    expect(activeSlide()).toBe('2 of 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    fireEvent.focus(screen.getByRole('link', { name: 'SHOP MEN' }));
    wait(12000);
    expect(activeSlide()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('link', { name: 'SHOP MEN' }), { relatedTarget: document.body });
    wait(6000);
    expect(activeSlide()).toBe('3 of 3');
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<HeroCarousel slides={slides} />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    wait(20000);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('has no controls for a single slide, and falls back to the error state with none', () => {
    const { unmount } = render(<HeroCarousel slides={slides.slice(0, 1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    render(<HeroCarousel slides={[]} />);
    expect(screen.getByText('Failed to load carousel')).toBeTruthy();
  });

  it('has the exact error state', () => {
    render(<CarouselError />);
    expect(screen.getByText('Failed to load carousel').textContent).toBe('Failed to load carousel');
  });
});
