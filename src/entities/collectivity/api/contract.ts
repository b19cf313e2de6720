import { z } from '@/shared/api';

const Time = z.string().check(z.regex(/^\d{2}:\d{2}/));

/** Collectivity contact info (spec 01 §3): phone number and the contact centre's opening hours. */
export const CollectivityContactInfoContract = z.object({
  phoneNumber: z.string(),
  isDefaultHours: z.boolean(),
  openingHoursOfWeek: z.array(z.object({ dayOfWeek: z.int().check(z.minimum(0), z.maximum(7)), startTime: Time, endTime: Time })),
  nextAvailableDate: z.nullable(
    z.object({
      availableDate: z.string(),
      openingHours: z.object({ startTime: Time, endTime: Time }),
    }),
  ),
});

export type CollectivityContactInfo = z.infer<typeof CollectivityContactInfoContract>;
