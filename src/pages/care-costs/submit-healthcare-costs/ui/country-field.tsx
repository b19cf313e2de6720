import { formatCountryName } from '@/shared/lib/format';
import { TextField } from '@/shared/ui/form';
import { DECLARATION_COUNTRIES } from '@portal/domain';
import { useMemo, useState, type ComponentProps } from 'react';

type CountryFieldProps = Omit<ComponentProps<typeof TextField>, 'list' | 'autoComplete'>;

/**
 * Issue 33 point 11: every country, found by typing its Dutch name. The
 * platform's own combobox (an input with a `datalist`: labelled by the
 * field, filtered as one types, chosen with the arrow keys and Enter) does
 * the searching; the model holds the ISO code, or what was typed when it
 * names no country, which the rules then refuse.
 */
export function CountryField({ value, onValueChange, ...field }: CountryFieldProps) {
  const countries = useMemo(
    () => DECLARATION_COUNTRIES.map((code) => ({ code, name: formatCountryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    [],
  );
  const [typed, setTyped] = useState(() => (value === '' ? '' : formatCountryName(value)));
  const listId = `${field.id}-options`;
  return (
    <>
      <TextField
        {...field}
        value={typed}
        list={listId}
        autoComplete="off"
        onValueChange={(text) => {
          setTyped(text);
          const wanted = text.trim().toLocaleLowerCase('nl');
          onValueChange(countries.find((country) => country.name.toLocaleLowerCase('nl') === wanted)?.code ?? text.trim());
        }}
      />
      <datalist id={listId}>
        {countries.map((country) => (
          <option key={country.code} value={country.name} />
        ))}
      </datalist>
    </>
  );
}
