import { centsToEuro, euroToCents } from './money';
import { ownRiskConsumption, type OwnRiskConsumption } from './own-risk';

/**
 * "Financial summary: for excess, for GVS and for dental: total, consumed,
 * remaining and percentage consumed." (spec 02 §3) One meter each.
 */
export type CostMeter = OwnRiskConsumption;

export const FINANCIAL_SUMMARY_METERS = ['excess', 'gvs', 'dental'] as const;
export type FinancialSummaryMeter = (typeof FINANCIAL_SUMMARY_METERS)[number];

/**
 * Beyond the spec: the statutory personal contribution for medicines
 * (eigen bijdrage GVS) is capped by law at 250 euro a calendar year per
 * person (Regeling zorgverzekering art. 2.8, since 2023). The GVS meter's total.
 */
export const GVS_PERSONAL_CONTRIBUTION_CAP = 250;

/**
 * A meter from what a person may use (`total`) and what they used
 * (`consumed`): the remaining never below 0, the percentage whole and at
 * most 100; a consumption above the total fills the meter.
 */
export function costMeter({ total, consumed }: { total: number; consumed: number }): CostMeter {
  const totalCents = Math.max(0, euroToCents(total));
  const consumedCents = Math.max(0, euroToCents(consumed));
  return ownRiskConsumption({ amountTotal: centsToEuro(totalCents), amountRemaining: centsToEuro(totalCents - consumedCents) });
}
