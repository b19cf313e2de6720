import { addDays, format } from 'date-fns';
import { parseCalendarDate } from '../domain/calendar';

/**
 * A complete kidney dialysis request abroad (POST TreatmentAbroad/KidneyDialysis, spec 02 §7) without its person:
 * a centre in Alicante, from two weeks after `today` for two weeks. The tests that post it add
 * `CurrentSelectedCustomerNumber` and change the field they are about.
 */
export function kidneyDialysisAnswers(today: string): Record<string, string> {
  const day = (offset: number) => format(addDays(parseCalendarDate(today) ?? new Date(), offset), 'yyyy-MM-dd');
  return {
    'InstanceAbroad.InstanceName': 'Centro de Diálisis',
    'InstanceAbroad.Address.Street': 'Calle Mayor',
    'InstanceAbroad.Address.HouseNumber': '12',
    'InstanceAbroad.Address.PostalCode': '03001',
    'InstanceAbroad.Address.City': 'Alicante',
    'InstanceAbroad.CountryCode': 'ES',
    'InstanceAbroad.PhoneNumber': '+34965123456',
    StartDate: day(14),
    EndDate: day(28),
    NeedsTransport: 'false',
    NumberOfDialysis: '6',
    Approval: 'true',
    PriceMentioned: 'false',
  };
}
