// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NamedErrorText } from '@/shared/lib/form';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  BsnField,
  CheckboxField,
  CheckboxGroupField,
  DateField,
  ErrorSummary,
  IbanField,
  MoneyField,
  PhoneField,
  PostalCodeField,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
  YesNoField,
  type ShapedFieldProps,
} from './index';

afterEach(cleanup);

/** A field held by React state, as a form model would hold it. */
function Controlled({ Field, initial = '', label = 'Veld' }: { Field: ComponentType<ShapedFieldProps>; initial?: string; label?: string }) {
  const [value, setValue] = useState(initial);
  return <Field id="field" label={label} value={value} onValueChange={setValue} />;
}

/** An edit as the browser makes it: the new text with the caret where typing left it, then 'input'. */
function typeInside(input: HTMLInputElement, text: string, caret: number) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const shapedFields: { name: string; Field: ComponentType<ShapedFieldProps> }[] = [
  { name: 'TextField', Field: TextField },
  { name: 'DateField', Field: DateField },
  { name: 'MoneyField', Field: MoneyField },
  { name: 'PhoneField', Field: PhoneField },
  { name: 'PostalCodeField', Field: PostalCodeField },
  { name: 'IbanField', Field: IbanField },
  { name: 'BsnField', Field: BsnField },
];

describe('every input field: label, hint and error tied to the control, no native required', () => {
  test.for(shapedFields)('$name', ({ Field }) => {
    const { rerender } = render(
      <Field id="amount" label="Bedrag" hint="Een voorbeeld" value="" onValueChange={() => undefined} required requiredText="(verplicht)" />,
    );
    const input = screen.getByRole('textbox', { name: /Bedrag/ });
    expect(input).toHaveAttribute('id', 'amount');
    expect(input).toHaveAccessibleName('Bedrag (verplicht)');
    expect(input).toHaveAttribute('aria-describedby', 'amount-hint');
    expect(input).toHaveAccessibleDescription('Een voorbeeld');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('required');
    expect(input).not.toBeRequired();

    rerender(
      <Field id="amount" label="Bedrag" hint="Een voorbeeld" error="Vul een bedrag in" value="" onValueChange={() => undefined} optionalText="(niet verplicht)" />,
    );
    expect(input).toHaveAccessibleName('Bedrag (niet verplicht)');
    expect(input).toHaveAttribute('aria-describedby', 'amount-hint amount-error');
    expect(input).toHaveAccessibleDescription('Een voorbeeld Vul een bedrag in');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('amount-error')).toHaveTextContent('Vul een bedrag in');
  });

  test('without hint or error nothing describes the control, and no marker text is invented', () => {
    render(<TextField id="name" label="Naam" value="" onValueChange={() => undefined} required />);
    const input = screen.getByRole('textbox', { name: 'Naam' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeRequired();
  });

  test('TextField passes input attributes through (maxLength, inputMode, autoComplete)', () => {
    render(<TextField id="code" label="Code" value="" onValueChange={() => undefined} maxLength={5} inputMode="numeric" autoComplete="one-time-code" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });
});

describe('the shaped fields tidy what is typed', () => {
  test.for([
    { name: 'DateField', Field: DateField, typed: '14032025', shown: '14-03-2025' },
    { name: 'DateField', Field: DateField, typed: '1-3-2025', shown: '01-03-2025' },
    { name: 'MoneyField', Field: MoneyField, typed: '€ 3.450,00', shown: '3.450,00' },
    { name: 'PostalCodeField', Field: PostalCodeField, typed: '1234ab', shown: '1234 AB' },
    { name: 'IbanField', Field: IbanField, typed: 'nl91abna0417164300', shown: 'NL91 ABNA 0417 1643 00' },
    { name: 'BsnField', Field: BsnField, typed: '1234.5678.2', shown: '123456782' },
    { name: 'PhoneField', Field: PhoneField, typed: '061234567890', shown: '0612345678' },
    { name: 'PhoneField', Field: PhoneField, typed: '+44 20 7946 0958 123', shown: '+44 20 7946 0958 12' },
  ])('$name: typing $typed shows $shown', async ({ Field, typed, shown }) => {
    render(<Controlled Field={Field} />);
    const input = screen.getByRole('textbox', { name: 'Veld' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  test('a whole number pasted over a typed 06 is kept: the maximum is that of what is pasted (issue 33 point 9)', async () => {
    render(<Controlled Field={PhoneField} initial="06" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Veld' });
    await userEvent.tripleClick(input);
    await userEvent.paste('+31 6 12345678');
    expect(input).toHaveValue('+31 6 12345678');
    expect(input).not.toHaveAttribute('maxlength');
  });

  test('a dash inserted in the middle of a date keeps the caret behind the digit just typed', async () => {
    render(<Controlled Field={DateField} initial="14-03" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Veld' });
    await userEvent.type(input, '2025');
    expect(input).toHaveValue('14-03-2025');
    // replace the month: select it and type over it
    input.setSelectionRange(3, 5);
    await userEvent.keyboard('04');
    expect(input).toHaveValue('14-04-2025');
    expect(input.selectionStart).toBe(5);
  });

  test('a character typed inside an IBAN regroups the rest and keeps the caret behind it', () => {
    render(<Controlled Field={IbanField} initial="NL91 ABNA 0417" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Veld' });
    input.focus();
    // what the browser does when 'x' is typed after 'NL91': the new text, the caret after the x
    typeInside(input, 'NL91x ABNA 0417', 5);
    expect(input).toHaveValue('NL91 XABN A041 7');
    expect(input.selectionStart).toBe(6);
    typeInside(input, 'NL91 XyABN A041 7', 7);
    expect(input).toHaveValue('NL91 XYAB NA04 17');
    expect(input.selectionStart).toBe(7);
  });

  test('backspace over an automatic dash is not undone', async () => {
    render(<Controlled Field={DateField} initial="14-0" />);
    const input = screen.getByRole('textbox', { name: 'Veld' });
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('14');
  });

  test.for([
    { name: 'DateField', Field: DateField, attributes: { inputmode: 'numeric', autocomplete: 'off', maxlength: '10' } },
    { name: 'MoneyField', Field: MoneyField, attributes: { inputmode: 'decimal' } },
    { name: 'PhoneField', Field: PhoneField, attributes: { type: 'tel', autocomplete: 'tel' } },
    { name: 'PostalCodeField', Field: PostalCodeField, attributes: { maxlength: '7', autocapitalize: 'characters', autocomplete: 'postal-code' } },
    { name: 'IbanField', Field: IbanField, attributes: { maxlength: '41', autocapitalize: 'characters', spellcheck: 'false' } },
    { name: 'BsnField', Field: BsnField, attributes: { inputmode: 'numeric', maxlength: '9' } },
  ])('$name sets its input attributes', ({ Field, attributes }) => {
    render(<Controlled Field={Field} />);
    const input = screen.getByRole('textbox', { name: 'Veld' });
    for (const [name, value] of Object.entries(attributes)) expect(input).toHaveAttribute(name, value);
    expect(input).not.toHaveAttribute('placeholder');
  });

  test.for([
    { value: '', maxLength: '15' },
    { value: '06', maxLength: '10' },
    { value: '06 12', maxLength: '11' },
    { value: '+31', maxLength: '12' },
    { value: '+31 6', maxLength: '13' },
    { value: '+49', maxLength: '15' },
  ])('PhoneField with $value allows $maxLength characters', async ({ value, maxLength }) => {
    render(<Controlled Field={PhoneField} initial={value} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Veld' });
    await userEvent.type(input, '12345678901234567890');
    expect(input.value).toHaveLength(Number(maxLength));
  });

  test('MoneyField shows the euro sign for the eye only; the label names the currency', () => {
    render(<MoneyField id="amount" label="Bedrag in euro" value="12,50" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Bedrag in euro' });
    const sign = within(input.parentElement!).getByText('€');
    expect(sign).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleName('Bedrag in euro');
  });

  test('MoneyField in another currency shows its code, in the prefix and in the name, never a euro sign', () => {
    render(<MoneyField id="amount" label="Bedrag van de nota" currency="USD" value="180,00" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Bedrag van de nota (USD)' });
    expect(within(input.parentElement!).getByText('USD')).toHaveAttribute('aria-hidden', 'true');
    expect(input.closest('.field')).not.toHaveTextContent('€');
  });
});

describe('TextareaField', () => {
  function Question({ initial = '', max = 20 }: { initial?: string; max?: number }) {
    const [value, setValue] = useState(initial);
    return (
      <TextareaField
        id="question"
        label="Uw vraag"
        hint="Beschrijf uw vraag"
        value={value}
        onValueChange={setValue}
        maxLength={max}
        counterText={(used, limit) => `${used} van ${limit} tekens`}
      />
    );
  }

  test('a live counter describes the field; the maximum is enforced', async () => {
    render(<Question />);
    const textarea = screen.getByRole('textbox', { name: 'Uw vraag' });
    expect(textarea).toHaveAccessibleDescription('Beschrijf uw vraag 0 van 20 tekens');
    expect(textarea).toHaveAttribute('maxlength', '20');
    expect(textarea).not.toBeRequired();
    await userEvent.type(textarea, 'Hallo');
    expect(screen.getByText('5 van 20 tekens')).toHaveAttribute('id', 'question-counter');
    await userEvent.type(textarea, 'x'.repeat(30));
    expect(textarea).toHaveValue(`Hallo${'x'.repeat(15)}`);
    expect(textarea).toHaveAccessibleDescription('Beschrijf uw vraag 20 van 20 tekens');
  });

  test('pasted text beyond the maximum is cut', async () => {
    render(<Question />);
    const textarea = screen.getByRole('textbox', { name: 'Uw vraag' });
    textarea.focus();
    await userEvent.paste('a'.repeat(50));
    expect(textarea).toHaveValue('a'.repeat(20));
  });

  test('the counter is announced (aria-live) only within the last 10% of the maximum', async () => {
    render(<Question max={100} />);
    const live = screen.getByTestId('question-counter-live');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const textarea = screen.getByRole('textbox', { name: 'Uw vraag' });
    await userEvent.click(textarea);
    await userEvent.paste('a'.repeat(89));
    expect(live).toHaveTextContent(/^$/);
    await userEvent.type(textarea, 'b');
    expect(live).toHaveTextContent('90 van 100 tekens');
  });
});

describe('SelectField', () => {
  test('label, placeholder as the empty choice, describedby, chosen value reported', async () => {
    const onValueChange = vi.fn();
    render(
      <SelectField
        id="topic"
        label="Onderwerp"
        error="Kies een onderwerp"
        value=""
        onValueChange={onValueChange}
        placeholder="Maak een keuze"
        options={[
          { value: 'invoice', label: 'Rekening' },
          { value: 'declaration', label: 'Declaratie' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Onderwerp' });
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Maak een keuze', 'Rekening', 'Declaratie']);
    expect(select).toHaveAccessibleDescription('Kies een onderwerp');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).not.toBeRequired();
    await userEvent.selectOptions(select, 'declaration');
    expect(onValueChange).toHaveBeenCalledWith('declaration');
  });
});

describe('RadioGroupField and YesNoField', () => {
  const options = [
    { value: 'self', label: 'Voor mijzelf' },
    { value: 'child', label: 'Voor mijn kind', hint: 'Jonger dan 16 jaar' },
  ];

  test('a fieldset with the question as legend; choices ids `${id}-n`; hint and error describe the group', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroupField id="who" legend="Voor wie?" hint="Kies één persoon" error="Maak een keuze" value="" onValueChange={onValueChange} options={options} required requiredText="(verplicht)" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Voor wie? (verplicht)' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('id', 'who');
    expect(group).toHaveAttribute('aria-describedby', 'who-hint who-error');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['who-0', 'who-1']);
    expect(radios.every((radio) => !radio.hasAttribute('required'))).toBe(true);
    expect(screen.getByRole('radio', { name: 'Voor mijn kind' })).toHaveAccessibleDescription('Jonger dan 16 jaar');
    await userEvent.click(screen.getByText('Voor mijn kind'));
    expect(onValueChange).toHaveBeenCalledWith('child');
  });

  test('arrow keys move the choice, as native radios do', async () => {
    function Who() {
      const [value, setValue] = useState('self');
      return <RadioGroupField id="who" legend="Voor wie?" value={value} onValueChange={setValue} options={options} />;
    }
    render(<Who />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Voor mijzelf' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Voor mijn kind' })).toBeChecked();
  });

  test('YesNoField: null is unanswered; the choice comes back as a boolean', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <YesNoField id="abroad" legend="Was u in het buitenland?" value={null} onValueChange={onValueChange} yesLabel="Ja" noLabel="Nee" />,
    );
    const yes = screen.getByRole('radio', { name: 'Ja' });
    const no = screen.getByRole('radio', { name: 'Nee' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(yes.id).toBe('abroad-0');
    await userEvent.click(no);
    expect(onValueChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(yes);
    expect(onValueChange).toHaveBeenLastCalledWith(true);
    rerender(<YesNoField id="abroad" legend="Was u in het buitenland?" value={false} onValueChange={onValueChange} yesLabel="Ja" noLabel="Nee" />);
    expect(no).toBeChecked();
  });
});

describe('CheckboxGroupField', () => {
  test('values toggle in the options order; every box is marked invalid with the group in error', async () => {
    function Days() {
      const [values, setValues] = useState<string[]>(['wed']);
      return (
        <CheckboxGroupField
          id="days"
          legend="Op welke dagen?"
          error="Kies minstens één dag"
          values={values}
          onValuesChange={setValues}
          options={[
            { value: 'mon', label: 'Maandag' },
            { value: 'tue', label: 'Dinsdag' },
            { value: 'wed', label: 'Woensdag' },
          ]}
        />
      );
    }
    render(<Days />);
    const group = screen.getByRole('group', { name: 'Op welke dagen?' });
    expect(group).toHaveAccessibleDescription('Kies minstens één dag');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maandag' }));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.id)).toEqual(['days-0', 'days-2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Woensdag' }));
    expect(screen.getByRole('checkbox', { name: 'Woensdag' })).not.toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).not.toBeRequired();
    }
  });
});

describe('CheckboxField', () => {
  test('keeps its props; an error describes the box', () => {
    render(<CheckboxField id="terms" label="Ik ga akkoord" checked={false} onCheckedChange={() => undefined} error="Bevestig dat u akkoord gaat" />);
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
    expect(box).toHaveAccessibleDescription('Bevestig dat u akkoord gaat');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ErrorSummary', () => {
  // the kit's rule (`namedErrorText`, tested beside it) makes these; here only the summary's behaviour counts
  const named = (text: string) => text as NamedErrorText;
  function Form({ attempt }: { attempt: number }) {
    return (
      <form noValidate>
        <ErrorSummary
          title="Er ging iets mis"
          intro="Controleer de volgende velden:"
          attempt={attempt}
          errors={[
            { fieldId: 'email', message: named('Vul een valide e-mail adres in') },
            { fieldId: 'who', message: named('Kies voor wie') },
            { fieldId: 'days-0', message: named('Kies een dag') },
          ]}
        />
        <TextField id="email" label="E-mail" value="" onValueChange={() => undefined} />
        <RadioGroupField id="who" legend="Voor wie?" value="" onValueChange={() => undefined} options={[{ value: 'self', label: 'Ik' }]} />
        <CheckboxGroupField id="days" legend="Dagen" values={[]} onValuesChange={() => undefined} options={[{ value: 'mon', label: 'Maandag' }]} />
      </form>
    );
  }

  test('takes focus on a failed submit, shows its intro, and links focus each field (a group: its first choice)', async () => {
    const { rerender } = render(<Form attempt={1} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Controleer de volgende velden:');
    await userEvent.click(screen.getByRole('link', { name: 'Vul een valide e-mail adres in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Kies voor wie' }));
    expect(screen.getByRole('radio', { name: 'Ik' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Kies een dag' }));
    expect(screen.getByRole('checkbox', { name: 'Maandag' })).toHaveFocus();
    rerender(<Form attempt={2} />);
    expect(summary).toHaveFocus();
  });

  test('renders nothing without errors, and without an intro no paragraph', () => {
    const { container, rerender } = render(<ErrorSummary title="Fout" errors={[]} attempt={1} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorSummary title="Fout" errors={[{ fieldId: 'x', message: named('Fout in x') }]} attempt={1} />);
    expect(screen.getByRole('alert').querySelector('p')).toBeNull();
  });
});
