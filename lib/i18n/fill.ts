/**
 * A message's {name} placeholders filled in: the client's whole formatter. Messages a client island
 * shows are plain text with placeholders (no ICU syntax), so no message parser is shipped to the
 * browser (decision 0092); plural forms are separate keys chosen with Intl.PluralRules.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
