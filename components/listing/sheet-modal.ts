// The phone filter sheet is the server-rendered <details> body itself (the options are in the HTML
// for crawlers and work without JavaScript), so it cannot be a Headless UI Dialog, which portals
// its panel to the body: these two helpers make that body modal in place (docs/decisions/0013).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const visible = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** Tab from the last control goes to the first and Shift+Tab back: focus never leaves the sheet. */
export function trapTab(sheet: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !sheet.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Stops the page behind the sheet from scrolling until the returned function is called; padding
 * of the scrollbar's width keeps the layout where it was, and the styles found come back exactly.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  const saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  const scrollbar = window.innerWidth - root.clientWidth;
  if (scrollbar > 0)
    root.style.paddingRight = `${parseFloat(getComputedStyle(root).paddingRight) + scrollbar}px`;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = saved.overflow;
    root.style.paddingRight = saved.paddingRight;
  };
}
