// A box anchored to its bottom or right edge grows towards its top or left edge as its HTML
// arrives. Painted half-parsed (a slow network, a busy phone's parser yielding), it would move
// what it already shows when the rest came: a layout shift (CLS budget 0, issue 14). Such a box
// takes PARSED_WHOLE_CLASS and ends with <ParsedEnd />; it stays hidden until that end is in the
// document (app/components.css), then appears where it will stay.

export const PARSED_WHOLE_CLASS = 'parsed-whole';

/** The last child of a PARSED_WHOLE_CLASS box. */
export function ParsedEnd() {
  return <span hidden className="parsed-end" />;
}
