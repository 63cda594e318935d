// Chromium still scrolls the page behind a native modal <dialog> (wheel or drag over the backdrop),
// so each open modal locks the root's scrolling. Modals can stack, hence the count: the styles found
// before the first lock come back, exactly, when the last one is released.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Stops the page from scrolling until the returned function is called. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Hiding the scrollbar widens the page; padding of its width keeps the layout where it was.
    const scrollbar = window.innerWidth - root.clientWidth;
    if (scrollbar > 0)
      root.style.paddingRight = `${parseFloat(getComputedStyle(root).paddingRight) + scrollbar}px`;
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--locks > 0) return;
    root.style.overflow = saved.overflow;
    root.style.paddingRight = saved.paddingRight;
  };
}
