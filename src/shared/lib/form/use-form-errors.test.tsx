// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, test, beforeAll } from 'vitest';
import { loadAreaTexts } from '@/shared/i18n';
import { createForm } from './create-form';
import { useFormErrors } from './use-form-errors';

// the checklist's and the refusals' words load with the validation messages, as on every form page
beforeAll(() => loadAreaTexts('validation'));

afterEach(cleanup);

const form = createForm<{ street: string; city: string; start: string }>({
  initial: { street: '', city: '', start: '' },
  validate: ({ city, start }) => ({
    ...(city === '' ? { city: 'required-field' } : {}),
    ...(start === 'morgen' ? { start: 'date-invalid' } : {}),
  }),
});
const FIELD_IDS = { street: 'personal-street', city: 'personal-city', start: 'personal-start' };
const LABELS: Record<string, string> = { street: 'Straat', city: 'Woonplaats', start: 'Ingangsdatum' };

function Errors() {
  const errors = useFormErrors(form, FIELD_IDS, { labelOf: (path) => LABELS[path] ?? path });
  return (
    <>
      <ul>
        {errors.summary.map((line) => (
          <li key={`${line.fieldId}${line.message}`} data-field={line.fieldId}>
            {line.message}
          </li>
        ))}
      </ul>
      <p data-testid="street-error">{errors.errorOf('street')}</p>
      <p data-testid="city-error">{errors.errorOf('city')}</p>
      <p data-testid="attempt">{errors.attempt}</p>
    </>
  );
}

function renderIn(scope: ReturnType<typeof fork>) {
  render(
    <Provider value={scope}>
      <Errors />
    </Provider>,
  );
}

describe('useFormErrors: what the error summary and the fields show', () => {
  test('a refusal of the whole form is translated, names no field and links to the first field', async () => {
    const scope = fork();
    await allSettled(form.filled, { scope, params: { street: 'Kerkstraat', city: 'Utrecht' } });
    await allSettled(form.refused, { scope, params: { message: 'features.login.formInvalid' } });
    renderIn(scope);
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent(/^De combinatie van uw gebruikersnaam en wachtwoord is onjuist\./);
    expect(line).toHaveAttribute('data-field', 'personal-street');
    expect(screen.getByTestId('attempt')).toHaveTextContent('1');
  });

  test('a refusal that names a field, with its values, shows at that field and in the summary under its label', async () => {
    const scope = fork();
    await allSettled(form.filled, { scope, params: { street: 'a'.repeat(101), city: 'Utrecht' } });
    await allSettled(form.refused, { scope, params: { field: 'street', message: { key: 'forms.refusals.tooLong', values: { max: 100 } } } });
    renderIn(scope);
    expect(screen.getByRole('listitem')).toHaveTextContent('Straat: Vul maximaal 100 tekens in.');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-field', 'personal-street');
    expect(screen.getByTestId('street-error')).toHaveTextContent('Straat: Vul maximaal 100 tekens in.');
  });

  test("the rules' errors after a submit, in the order of the fields, each naming its field (a bare domain key is a validation message)", async () => {
    const scope = fork();
    await allSettled(form.filled, { scope, params: { start: 'morgen' } });
    await allSettled(form.submitted, { scope });
    renderIn(scope);
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('data-field'))).toEqual(['personal-city', 'personal-start']);
    expect(lines.map((line) => line.textContent)).toEqual(['Vul dit in: Woonplaats', 'Ingangsdatum: Vul een geldige datum in.']);
    expect(screen.getByTestId('city-error')).toHaveTextContent('Vul dit in: Woonplaats');
    expect(screen.getByTestId('street-error')).toBeEmptyDOMElement();
  });
});
