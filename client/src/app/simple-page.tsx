import type { ReactNode } from 'react';
import './simple-page.css';

/** A page of one message: its title, a sentence, and what the visitor can do next. */
export function SimplePage({
  titleId,
  title,
  body,
  children,
}: {
  titleId: string;
  title: string;
  body: string;
  /** the way on: a link home, a reload */
  children: ReactNode;
}) {
  return (
    <section className="simple-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{body}</p>
      {children}
    </section>
  );
}
