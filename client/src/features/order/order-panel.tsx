import type { ReactNode } from 'react';

/** One panel of the order page: a section named by its own heading, styled as the others. */
export function OrderPanel({
  className,
  headingId,
  heading,
  children,
}: {
  /** the panel's own block class, beside order-panel */
  className: string;
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`order-panel ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
