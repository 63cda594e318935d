// Spec (Home page): "Elements with the animate-on-scroll class gain the animated class when they
// come within 100 px of the viewport bottom and their bottom edge is still on screen."
//
// Our reading: an element qualifies once its top edge has risen to at least `margin` px above the
// viewport's bottom edge (top <= viewportHeight - margin), i.e. 100 px of it would be in view,
// while its bottom edge is still below the viewport's top (bottom > 0). An element scrolled
// past entirely does not qualify until it is scrolled back into view. This is exactly what an
// IntersectionObserver reports with rootMargin '0px 0px -100px 0px', which the observer uses.

export const ANIMATE_CLASS = 'animate-on-scroll';
export const ANIMATED_CLASS = 'animated';
/** Set on <html> by the observer: the CSS hides pending elements only when it is present. */
export const ANIMATE_READY_ATTR = 'data-aos-ready';

export interface VerticalRect {
  top: number;
  bottom: number;
}

export function shouldAnimate(rect: VerticalRect, viewportHeight: number, margin: number): boolean {
  return rect.top <= viewportHeight - margin && rect.bottom > 0;
}

/** The observer's rootMargin for the same rule: shrink the viewport's bottom by the margin. */
export function animateRootMargin(margin: number): string {
  return `0px 0px -${margin}px 0px`;
}
