import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { DateField, MoneyField, RadioGroupField, SelectField, TextField } from '@/shared/ui/form';
import { EXTRA_COST_TYPES, OWN_CAR_RATE_PER_KM, type DeclarationTripValues } from '@portal/domain';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { tripChanged, tripRemoved } from '../model/submit-healthcare-costs-page';
import { fieldId } from './field-ids';

/** A ride's error texts, each already naming its field; null where the field is fine. */
export interface TripErrors {
  date: string | null;
  direction: string | null;
  distance: string | null;
  amount: string | null;
  extraCostType: string | null;
  extraCostAmount: string | null;
}

interface TripFieldsProps extends TripErrors {
  index: number;
  /** how many rides there are: one alone cannot be removed */
  count: number;
  trip: DeclarationTripValues;
  /** by own car (issue 33): the ride's distance is asked, its amount follows from it */
  isOwnCar: boolean;
  /** by own car: the ride's kilometres and amount as typed, null while they cannot be worked out */
  rideKilometres: number | null;
  rideAmount: number | null;
}

/**
 * One ride of a transport declaration. Its props are the ride's own answers and error texts, so that a key typed in
 * one ride renders that ride, not all twenty (issue 32 allows 20 rides of five fields each).
 */
export const TripFields = memo(function TripFields({ index, count, trip, isOwnCar, rideKilometres, rideAmount, ...errors }: TripFieldsProps) {
  const { t } = useTranslation();
  const { onChanged, onRemoved } = useUnit({ onChanged: tripChanged, onRemoved: tripRemoved });
  const label = (key: string, options?: Record<string, string | number>) => t(`pages.submitHealthcareCosts.${key}`, options);
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  const number = index + 1;
  const id = (part: string) => fieldId(`trips.${index}.${part}`);
  const change = (changes: Partial<DeclarationTripValues>) => onChanged({ index, changes });

  return (
    <li className="panel declaration-trip" data-testid="trip">
      <h2 className="declaration-trip__title" id={id('title')} tabIndex={-1}>
        {label('trip', { number })}
      </h2>
      <DateField
        id={id('date')}
        label={label('tripDate', { number })}
        hint={label('dateHint')}
        required
        {...marker}
        error={errors.date}
        value={trip.date}
        onValueChange={(value) => change({ date: value })}
      />
      <RadioGroupField
        id={id('direction')}
        legend={label('tripDirection', { number })}
        inline
        required
        {...marker}
        error={errors.direction}
        value={trip.direction}
        onValueChange={(value) => change({ direction: value })}
        options={[
          { value: 'one-way', label: label('oneWay') },
          { value: 'return', label: label('return') },
        ]}
      />
      {isOwnCar ? (
        <>
          <TextField
            id={id('distance')}
            label={label('tripDistance', { number })}
            hint={label('tripDistanceHint')}
            required
            {...marker}
            error={errors.distance}
            value={trip.distance}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            onValueChange={(value) => change({ distance: value })}
          />
          <p className="declaration-trip__amount" aria-live="polite" data-testid="ride-amount">
            {rideAmount != null &&
              label('ownCarRideAmount', {
                number,
                kilometres: rideKilometres ?? 0,
                rate: formatMoney(OWN_CAR_RATE_PER_KM),
                amount: formatMoney(rideAmount),
              })}
          </p>
        </>
      ) : (
        <MoneyField
          id={id('amount')}
          label={label('tripAmount', { number })}
          hint={label('tripAmountHint')}
          required
          {...marker}
          error={errors.amount}
          value={trip.amount}
          onValueChange={(value) => change({ amount: value })}
        />
      )}
      <SelectField
        id={id('extraCostType')}
        label={label('extraCostType', { number })}
        error={errors.extraCostType}
        value={trip.extraCostType}
        placeholder={label('extraCostNone')}
        onValueChange={(value) => change({ extraCostType: value, ...(value === '' ? { extraCostAmount: '' } : {}) })}
        options={EXTRA_COST_TYPES.map((type) => ({ value: type, label: label(`extraCostTypes.${type}`) }))}
      />
      {trip.extraCostType !== '' && (
        <MoneyField
          id={id('extraCostAmount')}
          label={label('extraCostAmount', { number })}
          required
          {...marker}
          error={errors.extraCostAmount}
          value={trip.extraCostAmount}
          onValueChange={(value) => change({ extraCostAmount: value })}
        />
      )}
      {count > 1 && (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            onRemoved(index);
            // the ride that takes its place (or the one before the last) takes the focus, not the page
            const next = Math.min(index, count - 2);
            requestAnimationFrame(() => document.getElementById(fieldId(`trips.${next}.title`))?.focus());
          }}
        >
          {label('removeTrip', { number })}
        </button>
      )}
    </li>
  );
});
