import type { ReactNode } from 'react';

export interface SummaryRow {
  term: string;
  description: ReactNode;
  /** the change link's text, e.g. 'Wijzig uw vraag' (names what it changes) */
  changeText: string;
  onChange: () => void;
}

/** "Controleer uw gegevens": every answer with a link back to its step. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.term}>
          <dt className="summary-list__term">{row.term}</dt>
          <dd className="summary-list__description">{row.description}</dd>
          <dd className="summary-list__change">
            <button type="button" className="button button--link" onClick={row.onChange}>
              {row.changeText}
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
