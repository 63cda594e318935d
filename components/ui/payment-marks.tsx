// Simple drawn card marks (not the official artwork): each is an <svg role="img"> with a
// <title>, so screen readers announce the card name without a separate label.
import type { SVGProps } from 'react';

type MarkProps = SVGProps<SVGSVGElement>;

function Card({ title, children, ...props }: MarkProps & { title: string }) {
  return (
    <svg viewBox="0 0 48 32" width={48} height={32} role="img" {...props}>
      <title>{title}</title>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d4d4d4" />
      {children}
    </svg>
  );
}

export function VisaMark(props: MarkProps) {
  return (
    <Card title="Visa" {...props}>
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
    </Card>
  );
}

/** Mastercard and Maestro share the two-overlapping-circles shape; only the colours differ. */
function CirclesMark({
  title,
  left,
  right,
  ...props
}: MarkProps & { title: string; left: string; right: string }) {
  return (
    <Card title={title} {...props}>
      <circle cx="19.5" cy="16" r="8" fill={left} />
      <circle cx="28.5" cy="16" r="8" fill={right} fillOpacity="0.9" />
    </Card>
  );
}

export function MastercardMark(props: MarkProps) {
  return <CirclesMark title="Mastercard" left="#eb001b" right="#f79e1b" {...props} />;
}

export function MaestroMark(props: MarkProps) {
  return <CirclesMark title="Maestro" left="#0099df" right="#eb001b" {...props} />;
}
