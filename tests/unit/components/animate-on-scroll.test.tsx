import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimateOnScroll } from '@/components/ui/animate-on-scroll';
import { animateRootMargin, shouldAnimate } from '@/lib/animate-on-scroll';

describe('shouldAnimate (within 100 px of the viewport bottom, bottom edge still on screen)', () => {
  const vh = 800;
  it.each([
    [{ top: 900, bottom: 1200 }, false, 'below the viewport'],
    [{ top: 750, bottom: 1050 }, false, 'only 50 px in view'],
    [{ top: 700, bottom: 1000 }, true, 'exactly 100 px in view'],
    [{ top: 100, bottom: 400 }, true, 'fully on screen'],
    [{ top: -300, bottom: 10 }, true, 'mostly scrolled past, bottom edge on screen'],
    [{ top: -300, bottom: 0 }, false, 'bottom edge at the top of the viewport'],
    [{ top: -500, bottom: -100 }, false, 'scrolled past'],
    [{ top: -200, bottom: 2000 }, true, 'taller than the viewport'],
  ])('%o → %s (%s)', (rect, expected) => {
    expect(shouldAnimate(rect, vh, 100)).toBe(expected);
  });

  it('matches the observer root margin', () => {
    expect(animateRootMargin(100)).toBe('0px 0px -100px 0px');
  });
});

class FakeObserver {
  static last: FakeObserver;
  observed = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  fire(target: Element, isIntersecting: boolean) {
    this.callback(
      [{ target, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function block(top: number) {
  const element = document.createElement('div');
  element.className = 'animate-on-scroll';
  element.getBoundingClientRect = () => ({ top, bottom: top + 200 }) as DOMRect;
  document.body.append(element);
  return element;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('AnimateOnScroll', () => {
  it('marks what is already on screen, observes the rest and adds animated on intersection', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const visible = block(100);
    const below = block(2000);
    const { unmount } = render(<AnimateOnScroll />);
    const observer = FakeObserver.last;
    expect(observer.options.rootMargin).toBe('0px 0px -100px 0px');
    expect(document.documentElement.hasAttribute('data-aos-ready')).toBe(true);
    expect(visible.classList.contains('animated')).toBe(true);
    expect(below.classList.contains('animated')).toBe(false);
    expect(observer.observed.has(below)).toBe(true);

    observer.fire(below, false);
    expect(below.classList.contains('animated')).toBe(false);
    observer.fire(below, true);
    expect(below.classList.contains('animated')).toBe(true);
    expect(observer.observed.has(below)).toBe(false);

    const added = block(3000);
    await act(async () => {});
    expect(observer.observed.has(added)).toBe(true);
    unmount();
    expect(document.documentElement.hasAttribute('data-aos-ready')).toBe(false);
  });

  it('leaves the page untouched where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = block(2000);
    render(<AnimateOnScroll />);
    expect(document.documentElement.hasAttribute('data-aos-ready')).toBe(false);
    expect(element.classList.contains('animated')).toBe(false);
  });
});
