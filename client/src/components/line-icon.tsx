/**
 * A line icon on a 24-unit grid in the text colour, for a control that carries its own label
 * (so the icon is hidden from assistive technology). Ends and corners are round.
 */
export function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
