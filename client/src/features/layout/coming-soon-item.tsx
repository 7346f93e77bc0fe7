/** A list entry whose page does not exist yet: shown greyed out, and said so to screen readers. */
export function ComingSoonItem(props: { label: string; className: string }) {
  return (
    <li>
      <span className={props.className}>
        {props.label} <span className="visually-hidden">(coming soon)</span>
      </span>
    </li>
  );
}
