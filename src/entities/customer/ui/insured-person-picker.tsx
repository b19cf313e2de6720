import { formatFieldDate } from '@/shared/lib/format';
import { RadioGroupField } from '@/shared/ui/form';
import type { InsuredPersonOption } from '../model/insured-person-choice';

interface InsuredPersonPickerProps {
  id: string;
  legend: string;
  /** "Geboren op {{date}}" */
  bornOn: (date: string) => string;
  /** for one person: "Dit formulier gaat over {{name}}." */
  onlyPerson: (name: string) => string;
  hint?: string;
  error?: string | null;
  persons: readonly InsuredPersonOption[];
  value: string;
  onValueChange: (customerNumber: string) => void;
}

/** Who the form is about: a choice between the persons the user may act for, or a sentence when there is one. */
export function InsuredPersonPicker({ id, legend, bornOn, onlyPerson, hint, error, persons, value, onValueChange }: InsuredPersonPickerProps) {
  const [only] = persons;
  if (persons.length === 1 && only) {
    return (
      <p className="field field--static" id={`${id}-0`} tabIndex={-1}>
        {onlyPerson(only.name)}
      </p>
    );
  }
  return (
    <RadioGroupField
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      value={value}
      onValueChange={onValueChange}
      options={persons.map((person) => ({
        value: person.customerNumber,
        label: person.name,
        hint: bornOn(formatFieldDate(person.birthDate)),
      }))}
    />
  );
}
