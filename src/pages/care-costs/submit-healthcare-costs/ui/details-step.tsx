import { useTranslation } from '@/shared/i18n';
import { namedErrorText, type FormMessage } from '@/shared/lib/form';
import { formatCurrencyName, formatMoney } from '@/shared/lib/format';
import { DateField, MoneyField, RadioGroupField, SelectField, TextareaField, TextField, YesNoField } from '@/shared/ui/form';
import {
  BILL_CARE_TYPES,
  DECLARATION_CURRENCIES,
  DECLARATION_DESCRIPTION_MAX_LENGTH,
  DECLARATION_TEXT_MAX_LENGTH,
  OWN_CAR_RATE_PER_KM,
  TRANSPORT_TRAVEL_TYPES,
  TRANSPORT_TREATMENT_TYPES,
  type DeclarationFormValues,
  type YesNo,
} from '@portal/domain';
import { useUnit } from 'effector-react';
import {
  $euroEstimate,
  $mayAddTrip,
  $ownCarRides,
  $transportTotal,
  declarationForm,
  detailsForm,
  fieldChanged,
  tripAdded,
} from '../model/submit-healthcare-costs-page';
import { CountryField } from './country-field';
import { estimateValues } from './euro-estimate';
import { TripFields, type TripErrors } from './trip-fields';
import { fieldId, fieldLabelOf } from './field-ids';

type TextPath = {
  [Field in keyof DeclarationFormValues]: DeclarationFormValues[Field] extends string ? Field : never;
}[keyof DeclarationFormValues];

/** Step 2: the fields of the spec's declaration form for the chosen kind. */
export function DetailsStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: declarationForm.$values,
    errors: detailsForm.$shownErrors,
    mayAddTrip: $mayAddTrip,
    estimate: $euroEstimate,
    transportTotal: $transportTotal,
    ownCarRides: $ownCarRides,
    onField: fieldChanged,
    onTripAdded: tripAdded,
  });
  const { values } = model;
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  const errorOf = (path: string) => {
    const message: FormMessage | undefined = model.errors[path];
    return message ? namedErrorText(t, message, fieldLabelOf(t, path, values.kind)) : null;
  };
  const label = (key: string, options?: Record<string, string | number>) => t(`pages.submitHealthcareCosts.${key}`, options);
  const text = (path: TextPath, options: { label: string; hint?: string; required?: boolean; maxLength?: number } = { label: label(path) }) => ({
    id: fieldId(path),
    label: options.label,
    hint: options.hint,
    required: options.required ?? true,
    ...marker,
    error: errorOf(path),
    value: values[path],
    onValueChange: (value: string) => model.onField({ field: path, value } as never),
  });
  const yesNo = (path: 'preExistingCondition' | 'hasTravelInsurance' | 'hasThirdPartyLiability' | 'isTrafficAccident') => (
    <YesNoField
      id={fieldId(path)}
      legend={label(path)}
      yesLabel={label('yes')}
      noLabel={label('no')}
      required
      {...marker}
      error={errorOf(path)}
      value={values[path] === '' ? null : values[path] === 'yes'}
      onValueChange={(answer) => model.onField({ field: path, value: (answer ? 'yes' : 'no') as YesNo })}
    />
  );
  const isAbroad = values.kind === 'abroad';

  if (values.kind === 'transport') {
    return (
      <>
        <SelectField
          {...text('treatmentType', { label: label('treatmentType') })}
          placeholder={label('treatmentTypePlaceholder')}
          options={TRANSPORT_TREATMENT_TYPES.map((type) => ({ value: type, label: label(`treatmentTypes.${type}`) }))}
        />
        <RadioGroupField
          id={fieldId('travelType')}
          legend={label('travelType')}
          required
          {...marker}
          error={errorOf('travelType')}
          value={values.travelType}
          onValueChange={(value) => model.onField({ field: 'travelType', value })}
          options={TRANSPORT_TRAVEL_TYPES.map((type) => ({ value: type, label: label(`travelTypes.${type}`) }))}
        />
        <TextField {...text('travelFrom')} maxLength={DECLARATION_TEXT_MAX_LENGTH} autoComplete="off" />
        <TextField {...text('travelTo')} maxLength={DECLARATION_TEXT_MAX_LENGTH} autoComplete="off" />
        <fieldset className="declaration-trips" id={fieldId('trips')} aria-describedby={`${fieldId('trips')}-hint`}>
          <legend className="declaration-trips__legend">{label('trips')}</legend>
          <p className="field__hint" id={`${fieldId('trips')}-hint`}>
            {label('tripsHint')}
            {model.ownCarRides && ` ${label('ownCarRate', { rate: formatMoney(OWN_CAR_RATE_PER_KM) })}`}
          </p>
          {errorOf('trips') && <p className="field__error">{errorOf('trips')}</p>}
          <ol className="declaration-trips__list">
            {values.trips.map((trip, index) => {
              const errorAt = (part: keyof TripErrors) => errorOf(`trips.${index}.${part}`);
              const ride = model.ownCarRides?.[index];
              return (
                <TripFields
                  // a ride is its place in the list: removing one renumbers the rest, as their labels say
                  key={index}
                  index={index}
                  count={values.trips.length}
                  trip={trip}
                  isOwnCar={model.ownCarRides !== null}
                  rideKilometres={ride?.kilometres ?? null}
                  rideAmount={ride?.amount ?? null}
                  date={errorAt('date')}
                  direction={errorAt('direction')}
                  distance={errorAt('distance')}
                  amount={errorAt('amount')}
                  extraCostType={errorAt('extraCostType')}
                  extraCostAmount={errorAt('extraCostAmount')}
                />
              );
            })}
          </ol>
          {model.mayAddTrip ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                model.onTripAdded();
                // the new ride's first field takes the focus
                const added = values.trips.length;
                requestAnimationFrame(() => document.getElementById(fieldId(`trips.${added}.date`))?.focus());
              }}
            >
              {label('addTrip')}
            </button>
          ) : (
            <p role="status">{label('tripsFull')}</p>
          )}
        </fieldset>
        <p className="declaration-trips__total" aria-live="polite" data-testid="transport-total">
          {model.transportTotal !== null && label('transportTotal', { amount: formatMoney(model.transportTotal) })}
        </p>
      </>
    );
  }

  return (
    <>
      {values.kind === 'bill' && (
        <SelectField
          {...text('careType')}
          placeholder={label('careTypePlaceholder')}
          options={BILL_CARE_TYPES.map((type) => ({ value: type, label: label(`careTypes.${type}`) }))}
        />
      )}
      {isAbroad && (
        <CountryField {...text('country', { label: label('country'), hint: label('countryHint') })} />
      )}
      <DateField {...text('treatmentDate', { label: label(isAbroad ? 'periodStart' : 'treatmentDate'), hint: label('dateHint') })} />
      <DateField
        {...text('lastTreatmentDate', { label: label('lastTreatmentDate'), hint: isAbroad ? label('dateHint') : label('lastTreatmentDateHint'), required: isAbroad })}
      />
      {isAbroad && (
        <SelectField {...text('currency')} options={DECLARATION_CURRENCIES.map((currency) => ({ value: currency, label: formatCurrencyName(currency) }))} />
      )}
      <MoneyField
        {...text('amount', { label: label('amount'), hint: label(isAbroad ? 'amountAbroadHint' : 'amountHint') })}
        currency={isAbroad ? values.currency || 'EUR' : 'EUR'}
      />
      {isAbroad && values.currency !== 'EUR' && (
        <p className="declaration-estimate" aria-live="polite" data-testid="euro-estimate">
          {model.estimate ? label('euroEstimate', estimateValues(model.estimate)) : label('euroEstimateWaiting')}
        </p>
      )}
      <TextField {...text('careProvider')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
      <TextareaField
        {...text('treatmentInfo', { label: label(isAbroad ? 'treatmentInfoAbroad' : 'treatmentInfo') })}
        maxLength={DECLARATION_DESCRIPTION_MAX_LENGTH}
        rows={4}
        counterText={(used, max) => label('counter', { remaining: max - used, max })}
      />
      {isAbroad && (
        <>
          {yesNo('preExistingCondition')}
          {yesNo('hasTravelInsurance')}
          {values.hasTravelInsurance === 'yes' && (
            <>
              <TextField {...text('travelInsurer')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              <TextField {...text('travelPolicyNumber')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
            </>
          )}
          {yesNo('hasThirdPartyLiability')}
          {values.hasThirdPartyLiability === 'yes' && (
            <>
              <DateField {...text('accidentDate', { label: label('accidentDate'), hint: label('dateHint') })} />
              <TextField {...text('accidentPlace')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              <TextareaField
                {...text('accidentDescription')}
                maxLength={DECLARATION_DESCRIPTION_MAX_LENGTH}
                rows={3}
                counterText={(used, max) => label('counter', { remaining: max - used, max })}
              />
              <TextField {...text('counterPartyName')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              <TextField {...text('counterPartyAddress')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              <TextField {...text('counterPartyPostalCode')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              <TextField {...text('counterPartyCity')} maxLength={DECLARATION_TEXT_MAX_LENGTH} />
              {yesNo('isTrafficAccident')}
            </>
          )}
        </>
      )}
    </>
  );
}
