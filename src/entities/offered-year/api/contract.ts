import { z } from 'zod';

/** GET Agreement/GetYearForOfferedAgreement: the year whose packages are offered; null (a 204) when none is. */
export const OfferedYearContract = z.number().int().min(2000).max(2100).nullable();
