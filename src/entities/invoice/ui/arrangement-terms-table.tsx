import { formatDay, formatMoney } from '@/shared/lib/format';
import type { InvoiceStatusColour } from '@portal/domain';
import { StatusBadge } from './status-badge';
import './arrangement-terms-table.css';

interface ArrangementTermsTableProps {
  /** the terms on their collection dates (yyyy-MM-dd); a running arrangement's each with how far it is */
  terms: readonly { number: number; date: string; amount: number; status?: { text: string; colour: InvoiceStatusColour } }[];
  caption: string;
  /** `status`: the column of the terms' statuses, for a running arrangement (a schedule still to come has none) */
  headers: { term: string; date: string; amount: string; status?: string };
}

/** The terms of a payment arrangement, each on its date with its amount (the bills page and the wizard), and whether it is paid. */
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
            {headers.status && (
              <th scope="col" className="arrangement-terms__status-column">
                {headers.status}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.number} data-testid="arrangement-term">
              <td>{term.number}</td>
              <td>
                {formatDay(term.date)}
                {/* a phone has no room for a fourth column: the status under the date (only one of the two is displayed) */}
                {headers.status && term.status && (
                  <span className="arrangement-terms__status-under-date">
                    <StatusBadge colour={term.status.colour} testId="arrangement-term-status-under-date">
                      {term.status.text}
                    </StatusBadge>
                  </span>
                )}
              </td>
              <td className="arrangement-terms__amount">{formatMoney(term.amount)}</td>
              {headers.status && (
                <td className="arrangement-terms__status-column">
                  {term.status && (
                    <StatusBadge colour={term.status.colour} testId="arrangement-term-status">
                      {term.status.text}
                    </StatusBadge>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
