/**
 * A line icon on a 24-unit grid in the text colour, for a control that carries its own label
 * (so the icon is hidden from assistive technology). Ends and corners are round.
 */
export function LineIcon(props: { d: string; className?: string; strokeWidth?: number }) {
  return (
    <svg className={props.className} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={props.d}
        fill="none"
        stroke="currentColor"
        strokeWidth={props.strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
