import { formatDay, formatMoney } from '@/shared/lib/format';
import './arrangement-terms-table.css';

interface ArrangementTermsTableProps {
  /** the terms on their collection dates (yyyy-MM-dd) */
  terms: readonly { number: number; date: string; amount: number }[];
  caption: string;
  headers: { term: string; date: string; amount: string };
}

/** The terms of a payment arrangement, each on its date with its amount (the bills page and the wizard). */
export function ArrangementTermsTable({ terms, caption, headers }: ArrangementTermsTableProps) {
  return (
    <div className="arrangement-terms">
      <table className="arrangement-terms__table" data-testid="arrangement-terms">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.term}</th>
            <th scope="col">{headers.date}</th>
            <th scope="col" className="arrangement-terms__amount">
              {headers.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.number}>
              <td>{term.number}</td>
              <td>{formatDay(term.date)}</td>
              <td className="arrangement-terms__amount">{formatMoney(term.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
