import { parseISO } from 'date-fns';
import { isAdult } from '../people';
import { centsToEuro, euroToCents } from './money';
import { MANDATORY_OWN_RISK } from './own-risk';
import { productCategory } from './product-types';

/**
 * "For adult customers with a basic package and no excess product the premium
 * overview adds an excess line (excess plus a fixed offset of 385, as
 * displayed)." The line's amount in euros, or null when no line is added.
 * `productTypes` are the product type codes of the customer's products (MB, OW, …).
 */
export function premiumOverviewExcessLine(
  customer: { birthDate: string; productTypes: readonly string[]; excessAmount: number },
  today: Date,
): number | null {
  const categories = customer.productTypes.map(productCategory);
  const qualifies =
    isAdult(parseISO(customer.birthDate), today) && categories.includes('basic') && !categories.includes('excess');
  if (!qualifies) return null;
  return centsToEuro(euroToCents(customer.excessAmount) + euroToCents(MANDATORY_OWN_RISK));
}
