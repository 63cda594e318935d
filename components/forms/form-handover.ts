// A plain form handing over to its scripted twin: the same markup, mounted anew once the form's
// logic has loaded (components/content/contact-form.tsx). What the shopper typed and where they
// were is read in the frame of the switch and put back before it paints, so nothing is lost.

type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none'];

export interface FormPlace<K extends string> {
  values: Record<K, string>;
  /** The focused control's position among the form's elements, and its caret in a text field. */
  focus?: { index: number; selection?: Selection };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The values of the `names` fields and the focused control of `form`. */
export function readPlace<K extends string>(form: HTMLFormElement, names: readonly K[]): FormPlace<K> {
  const values = {} as Record<K, string>;
  for (const name of names) values[name] = (form.elements.namedItem(name) as TextControl | null)?.value ?? '';
  const index = [...form.elements].indexOf(document.activeElement!);
  if (index < 0) return { values };
  // Email inputs and buttons have no selection (null, undefined): their focus alone is put back.
  const {
    selectionStart: start,
    selectionEnd: end,
    selectionDirection,
  } = form.elements[index] as TextControl;
  const selection: Selection | undefined =
    typeof start === 'number' ? [start, end ?? start, selectionDirection ?? 'none'] : undefined;
  return { values, focus: { index, selection } };
}

/** Focuses the control that had focus in the plain form, with its caret where it was. */
export function restorePlace(form: HTMLFormElement, { focus }: Pick<FormPlace<string>, 'focus'>): void {
  if (!focus) return;
  const control = form.elements[focus.index] as TextControl | undefined;
  control?.focus();
  if (focus.selection) control?.setSelectionRange(...focus.selection);
}
