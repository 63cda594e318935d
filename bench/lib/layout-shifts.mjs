// An init script (Playwright's page.addInitScript) that records every layout shift of the page in
// window.__shifts as { value, sources }, each source described as the element and its moves.
// Used by tests/e2e/layout-shift.spec.ts and bench/partial-paint.mjs.

/** Runs in the page before its own scripts; a second registration on the same page does nothing. */
export function recordLayoutShifts() {
  if (window.__shifts) return;
  window.__shifts = [];
  const describe = (node) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 4).join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
      : String(node?.nodeName);
  const moved = (s) =>
    `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, x ${Math.round(s.previousRect.x)}→${Math.round(s.currentRect.x)}, h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({ value: entry.value, sources: entry.sources.map(moved) });
  }).observe({ type: 'layout-shift', buffered: true });
}
