// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi, beforeAll } from 'vitest';
import { loadAreaTexts } from '@/shared/i18n';
import { NewPasswordFields } from './new-password-fields';

// the checklist's and the refusals' words load with the validation messages, as on every form page
beforeAll(() => loadAreaTexts('validation'));

afterEach(cleanup);

const IDS = { password: 'new-password', repeat: 'new-password-repeat' };
const LABELS = { password: 'Nieuw wachtwoord', repeat: 'Herhaal het nieuwe wachtwoord' };

function renderWith(password: string, errors = { password: null as string | null, repeat: null as string | null }) {
  const onChange = vi.fn();
  render(<NewPasswordFields ids={IDS} labels={LABELS} values={{ password, repeat: '' }} errors={errors} onChange={onChange} />);
  return onChange;
}

const metRules = () =>
  screen
    .getAllByRole('listitem')
    .filter((rule) => rule.classList.contains('password-rules__rule--met'))
    .map((rule) => rule.firstChild?.textContent);

describe('the new-password group: "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # % ( ) _"', () => {
  test.for([
    { password: '', met: [] },
    { password: 'welkom', met: ['een letter'] },
    { password: 'welkom2026', met: ['minimaal 8 en maximaal 50 tekens', 'een letter', 'een cijfer'] },
    {
      password: 'Welkom#2026',
      met: ['minimaal 8 en maximaal 50 tekens', 'een letter', 'een cijfer', 'een van deze tekens: ? ! / : ; @ # % ( ) _'],
    },
  ])('$password: the checklist marks $met.length of 4 rules as met, and says so to a screen reader', ({ password, met }) => {
    renderWith(password);
    expect(metRules()).toEqual(met);
    expect(screen.queryAllByText('(in orde)')).toHaveLength(met.length);
    expect(screen.queryAllByText('(nog niet in orde)')).toHaveLength(4 - met.length);
  });

  test('the fields carry their labels, ids and errors; a change says which field', async () => {
    const onChange = renderWith('x', { password: null, repeat: 'De opgegeven wachtwoorden komen niet overeen.' });
    const repeat = screen.getByLabelText('Herhaal het nieuwe wachtwoord');
    expect(repeat).toHaveAttribute('id', 'new-password-repeat');
    expect(repeat).toHaveAccessibleDescription('De opgegeven wachtwoorden komen niet overeen.');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(repeat, 'y');
    expect(onChange).toHaveBeenCalledWith('repeat', 'y');
  });
});
