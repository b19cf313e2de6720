// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { InsuranceCard } from '@/entities/insurance-card';
import { InsuranceCardFace } from './insurance-card-face';

afterEach(cleanup);

const cardWithNumber = (insuranceNumber: string): InsuranceCard => ({
  customerNumber: '197389432',
  uzoviCode: '3358',
  uzoviDescription: 'Zorgzaam',
  hasEHIC: false,
  ehic: null,
  insuranceCard: { insuranceNumber, policyNumber: '687050566297', initials: 'C.B.', prefix: null, lastName: 'Kok', birthDate: '1984-02-02' },
});

// "Insurance number displayed in groups 4-4-rest" (spec 02 §3; issue 32 point 22): the portal formats it itself
// with the domain's formatter, whatever grouping the API sends
describe('the card face shows the insurance number in groups 4-4-rest', () => {
  test.for([
    { sent: '687050566297', shown: '6870 5056 6297' },
    { sent: '6870 5056 6297', shown: '6870 5056 6297' },
    { sent: '68 7050 566297', shown: '6870 5056 6297' },
    { sent: '123456789', shown: '1234 5678 9' },
  ])('$sent → $shown', ({ sent, shown }) => {
    render(<InsuranceCardFace card={cardWithNumber(sent)} name="C.B. Kok" />);
    expect(screen.getByText(shown, { selector: 'dd' })).toBeInTheDocument();
  });
});
