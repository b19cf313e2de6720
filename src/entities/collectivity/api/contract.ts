import { array, boolean, nullable, number, object, text, type Infer } from '@/shared/lib/contract';

const Time = text({ pattern: /^\d{2}:\d{2}/ });

/** Collectivity contact info (spec 01 §3): phone number and the contact centre's opening hours. */
export const CollectivityContactInfoContract = object({
  phoneNumber: text(),
  isDefaultHours: boolean(),
  openingHoursOfWeek: array(object({ dayOfWeek: number({ integer: true, min: 0, max: 7 }), startTime: Time, endTime: Time })),
  nextAvailableDate: nullable(
    object({
      availableDate: text(),
      openingHours: object({ startTime: Time, endTime: Time }),
    }),
  ),
});

export type CollectivityContactInfo = Infer<typeof CollectivityContactInfoContract>;
