import type { APIRequestContext, Page } from '@playwright/test';
import { moveClocksTo } from './clocks';

/**
 * Next year's packages are offered from 12 November (fake-backend/areas/agreement.ts):
 * earlier in the year both the fake backend's clock and the browser's move to 20 November.
 * Answers this year.
 */
export async function intoOfferPeriod(page: Page, request: APIRequestContext): Promise<number> {
  const now = new Date();
  const year = now.getFullYear();
  const offerOpens = new Date(`${year}-11-12T00:00:00+01:00`);
  if (now < offerOpens) await moveClocksTo(page, request, new Date(`${year}-11-20T10:00:00+01:00`));
  return year;
}
