import { z } from 'zod';

const Time = z.string().regex(/^\d{2}:\d{2}/);

/** Collectivity contact info (spec 01 §3): phone number and the contact centre's opening hours. */
export const CollectivityContactInfoContract = z.object({
  phoneNumber: z.string(),
  isDefaultHours: z.boolean(),
  openingHoursOfWeek: z.array(z.object({ dayOfWeek: z.number().int().min(0).max(7), startTime: Time, endTime: Time })),
  nextAvailableDate: z
    .object({
      availableDate: z.string(),
      openingHours: z.object({ startTime: Time, endTime: Time }),
    })
    .nullable(),
});

export type CollectivityContactInfo = z.infer<typeof CollectivityContactInfoContract>;
