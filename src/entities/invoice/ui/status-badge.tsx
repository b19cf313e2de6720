import type { InvoiceStatusColour } from '@portal/domain';
import type { ReactNode } from 'react';
import './status-badge.css';

/** A status in the colour the domain gives it (an invoice's, or a term's in the invoices' colours). */
export function StatusBadge({ colour, testId, children }: { colour: InvoiceStatusColour; testId?: string; children: ReactNode }) {
  return (
    <span className={`invoice-status invoice-status--${colour}`} data-testid={testId}>
      {children}
    </span>
  );
}
