'use client';

import { toast, useToaster } from 'react-hot-toast/headless';
import { TOAST_MS, type ToastMessage } from './toast';

// react-hot-toast's headless store and timers with the shop's own markup: its styled Toaster
// would add goober's runtime styles and icons the spec's toasts do not have.

function ToastBody({ title, description, link }: ToastMessage) {
  return (
    <>
      <p className={description ? 'font-semibold' : undefined}>{title}</p>
      {description && <p className="mt-0.5">{description}</p>}
      {link && (
        // A plain <a>: the toast lives in the layout and must not pull in the router's Link.
        <a href={link.href} className="mt-1 inline-block underline underline-offset-2">
          {link.label}
        </a>
      )}
    </>
  );
}

/** Shows `message` in place of the toast on screen: the spec's toasts come one at a time. */
export function show(message: ToastMessage) {
  toast.remove();
  // A toast with a link stays twice as long, so a keyboard user can reach it.
  toast.custom(<ToastBody {...message} />, { duration: message.link ? TOAST_MS * 2 : TOAST_MS });
}

/** The toast on screen; pointing at it or focusing its link holds it there (WCAG 2.2.1). */
export default function ToastList() {
  const { toasts, handlers } = useToaster();
  return toasts
    .filter((shown) => shown.visible)
    .map((shown) => (
      // Each toast its own element: the same message twice is announced twice.
      <div
        key={shown.id}
        className="pointer-events-auto max-w-md rounded-sm bg-ink px-5 py-3 text-sm text-white shadow-lg"
        data-testid="toast"
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
        onFocus={handlers.startPause}
        onBlur={handlers.endPause}
      >
        {typeof shown.message === 'function' ? shown.message(shown) : shown.message}
      </div>
    ));
}
