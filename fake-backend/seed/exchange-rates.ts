/**
 * Issue 32: the reference rates a bill abroad is valued at ("converted at a
 * documented reference rate of its treatment date"): euros per unit of each
 * currency the declaration form offers, each valid from its day until the
 * next one (domain `referenceRateOn`); a day after the last one takes the
 * last. Fixed figures, so a claim's euro value is the same on every run:
 * they follow the European Central Bank's reference rates of those months,
 * rounded, and are not meant to track the market. Published on the content
 * host as `/content/exchange-rates.json` (the portal's estimate while
 * typing) and read by `POST Declaration` (the limit) and the handling (the
 * payout in euros). See fake-backend/README.md, "Exchange rates".
 */
import type { ExchangeRateTable } from '../../domain/insurance';

export const EXCHANGE_RATES: ExchangeRateTable = {
  USD: [
    { from: '2020-01-01', euroPerUnit: 0.89 },
    { from: '2023-01-01', euroPerUnit: 0.93 },
    { from: '2024-01-01', euroPerUnit: 0.91 },
    { from: '2025-01-01', euroPerUnit: 0.96 },
    { from: '2025-07-01', euroPerUnit: 0.86 },
  ],
  GBP: [
    { from: '2020-01-01', euroPerUnit: 1.17 },
    { from: '2023-01-01', euroPerUnit: 1.13 },
    { from: '2024-01-01', euroPerUnit: 1.16 },
    { from: '2025-01-01', euroPerUnit: 1.2 },
    { from: '2025-07-01', euroPerUnit: 1.16 },
  ],
  CHF: [
    { from: '2020-01-01', euroPerUnit: 0.92 },
    { from: '2023-01-01', euroPerUnit: 1.01 },
    { from: '2024-01-01', euroPerUnit: 1.07 },
    { from: '2025-01-01', euroPerUnit: 1.06 },
    { from: '2025-07-01', euroPerUnit: 1.07 },
  ],
  TRY: [
    { from: '2020-01-01', euroPerUnit: 0.15 },
    { from: '2023-01-01', euroPerUnit: 0.05 },
    { from: '2024-01-01', euroPerUnit: 0.031 },
    { from: '2025-01-01', euroPerUnit: 0.027 },
    { from: '2025-07-01', euroPerUnit: 0.021 },
  ],
  MAD: [
    { from: '2020-01-01', euroPerUnit: 0.093 },
    { from: '2024-01-01', euroPerUnit: 0.092 },
    { from: '2025-07-01', euroPerUnit: 0.094 },
  ],
  THB: [
    { from: '2020-01-01', euroPerUnit: 0.03 },
    { from: '2023-01-01', euroPerUnit: 0.027 },
    { from: '2024-01-01', euroPerUnit: 0.026 },
    { from: '2025-07-01', euroPerUnit: 0.026 },
  ],
  CAD: [
    { from: '2020-01-01', euroPerUnit: 0.68 },
    { from: '2023-01-01', euroPerUnit: 0.69 },
    { from: '2024-01-01', euroPerUnit: 0.68 },
    { from: '2025-01-01', euroPerUnit: 0.67 },
    { from: '2025-07-01', euroPerUnit: 0.62 },
  ],
  AUD: [
    { from: '2020-01-01', euroPerUnit: 0.62 },
    { from: '2023-01-01', euroPerUnit: 0.63 },
    { from: '2024-01-01', euroPerUnit: 0.61 },
    { from: '2025-01-01', euroPerUnit: 0.6 },
    { from: '2025-07-01', euroPerUnit: 0.56 },
  ],
};
