import type { ReactNode } from 'react';

/**
 * A message with one placeholder filled by markup rather than text: 'Placed on {date}' with a
 * <time> element for {date}, in whichever order the language puts the words.
 */
export function FillNode({ text, name, children }: { text: string; name: string; children: ReactNode }) {
  const at = text.indexOf(`{${name}}`);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + name.length + 2)}
    </>
  );
}
