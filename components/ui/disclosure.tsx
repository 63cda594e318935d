'use client';

import { useId, useState, type ReactNode } from 'react';

export interface DisclosureProps {
  /** The toggle; receives whether the panel is open and the props the button needs. */
  button: (
    open: boolean,
    props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void },
  ) => ReactNode;
  children: ReactNode;
  panelClassName?: string;
}

/** A button that shows and hides its panel (WAI-ARIA disclosure): small enough for every page. */
export function Disclosure({ button, children, panelClassName }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      {button(open, { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) })}
      <div id={id} hidden={!open} className={panelClassName}>
        {open && children}
      </div>
    </>
  );
}
