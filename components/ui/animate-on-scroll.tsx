'use client';

import { useEffect } from 'react';
import {
  ANIMATE_CLASS,
  ANIMATE_READY_ATTR,
  ANIMATED_CLASS,
  animateRootMargin,
  shouldAnimate,
} from '@/lib/animate-on-scroll';
import { SCROLL_ANIMATION_MARGIN_PX } from '@/lib/constants';
import './animate-on-scroll.css';

const selector = `.${ANIMATE_CLASS}:not(.${ANIMATED_CLASS})`;

function pendingIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = Array.from(node.querySelectorAll(selector));
  return node.matches(selector) ? [node, ...found] : found;
}

/**
 * Mount once on a page with `.animate-on-scroll` sections (the home page); renders nothing. Watches
 * every such element, including ones added later, and adds `.animated` by the spec's rule with one
 * IntersectionObserver; leaving the page stops it. Elements already on screen when it starts are
 * marked at once, so content the visitor can already see never blinks out and back in.
 */
export function AnimateOnScroll() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const root = document.documentElement;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(ANIMATED_CLASS);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: animateRootMargin(SCROLL_ANIMATION_MARGIN_PX) },
    );

    for (const element of pendingIn(document.body)) {
      if (shouldAnimate(element.getBoundingClientRect(), window.innerHeight, 0))
        element.classList.add(ANIMATED_CLASS);
      else observer.observe(element);
    }
    root.setAttribute(ANIMATE_READY_ATTR, '');

    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => pendingIn(node).forEach((element) => observer.observe(element)));
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });

    return () => {
      mutations.disconnect();
      observer.disconnect();
      root.removeAttribute(ANIMATE_READY_ATTR);
    };
  }, []);
  return null;
}
