// Class names shared by the header's server parts and client islands, so they look alike. Short
// component classes (app/components.css): the header is in every page's HTML and RSC payload, and
// the islands' copies are in the JavaScript (decision 0064).

/** 40 px square: above the 24 px WCAG 2.2 target minimum, with a visible focus ring. */
export const iconButtonClass = 'icon-btn';

/** Uppercase, tracked top-level nav labels. */
export const navLinkClass = 'nav-link';

/** The language switch beside the icons, shown from lg (the mobile menu has its own). */
export const languageSwitchClass = 'lang-switch';
