import { formatExchangeRate, formatMoney } from '@/shared/lib/format';

/** Issue 32: the values of the euro estimate's text (`pages.submitHealthcareCosts.euroEstimate`). */
export function estimateValues(estimate: { euros: number; rate: number; currency: string }) {
  return { euros: formatMoney(estimate.euros), rate: formatExchangeRate(estimate.rate), currency: estimate.currency };
}
