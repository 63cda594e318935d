import { CloseIcon } from './icons';

export interface CloseButtonProps {
  /** The accessible name: what it closes ('Close cart'). */
  label: string;
  onClick: () => void;
  /** Placement only (e.g. 'absolute top-2 right-2'); the look and focus style are the button's. */
  className?: string;
}

/** A dialog's round × button, 44 px for touch, with the shop's one focus style (focus-ring). */
export function CloseButton({ label, onClick, className = '' }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`focus-ring inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
