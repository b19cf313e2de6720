import type { ReactNode } from 'react';

export interface DetailsItem {
  term: string;
  /** several lines (an address) are shown one under the other */
  description: ReactNode;
  /** e2e and tests find a value by it */
  testId?: string;
}

/** Read-only data as a description list: term on the left, value on the right (stacked on phones). */
export function DetailsList({ items }: { items: DetailsItem[] }) {
  return (
    <dl className="details-list">
      {items.map((item) => (
        <div className="details-list__row" key={item.term}>
          <dt className="details-list__term">{item.term}</dt>
          <dd className="details-list__description" data-testid={item.testId}>
            {item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card-like section with a heading and an optional action (a Wijzigen link). */
export function DetailsSection({
  title,
  headingLevel = 2,
  action,
  children,
  id,
  focusableTitle = false,
}: {
  title: ReactNode;
  headingLevel?: 2 | 3;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
  /** the heading can take the focus from script (tabindex -1), e.g. when the address names the section: its id with `-title` */
  focusableTitle?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className="details-section" aria-labelledby={headingId} id={id}>
      <div className="details-section__header">
        <Heading className="details-section__title" id={headingId} tabIndex={focusableTitle ? -1 : undefined}>
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
