import { isValidIban, matchesInputMask, phoneNumberMaxInputLength, parseMoney } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import {
  DUTCH_POSTAL_CODE_MASK,
  fitPhoneInput,
  formatDateInput,
  formatDigitsInput,
  formatIbanInput,
  formatMoneyInput,
  MONEY_INPUT_MAX_LENGTH,
  formatPostalCodeInput,
  ibanGroupedMaxLength,
  ibanMaxLength,
} from './input-format';
import { caretAfterValueCharacters, countValueCharacters } from './caret';

describe('formatDateInput: a date typed as dd-mm-jjjj gets its dashes while typing', () => {
  test.for([
    { typed: '', shown: '' },
    { typed: '1', shown: '1' },
    { typed: '14', shown: '14', why: 'no dash before the month is typed, so backspace is not fought' },
    { typed: '140', shown: '14-0' },
    { typed: '1403', shown: '14-03' },
    { typed: '14032', shown: '14-03-2' },
    { typed: '14032025', shown: '14-03-2025', why: "the brief's own example" },
    { typed: '14-03-2025', shown: '14-03-2025', why: 'typed dashes are taken over' },
    { typed: '14-', shown: '14-' },
    { typed: '14--', shown: '14-', why: 'a second separator in a row is dropped' },
    { typed: '14/03/2025', shown: '14-03-2025', why: 'a slash counts as the dash' },
    { typed: '14.3.2025', shown: '14-03-2025', why: 'a dot too, and a single-digit month gets its zero' },
    { typed: '1-3-2025', shown: '01-03-2025', why: 'single-digit day and month padded, so the model can read dd-MM-yyyy' },
    { typed: '1 3 2025', shown: '01-03-2025' },
    { typed: '-', shown: '', why: 'nothing to close yet' },
    { typed: 'ab14c', shown: '14', why: 'letters are dropped' },
    { typed: '14-03-20251', shown: '14-03-2025', why: 'nothing after the year' },
    { typed: '140320251999', shown: '14-03-2025' },
    { typed: '14-03-2025-', shown: '14-03-2025', why: 'no separator after the year' },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(formatDateInput(typed)).toBe(shown);
  });

  test.for([
    { previous: '14-03-2025', typed: '14--2025', shown: '14--2025', why: 'the month deleted: the year stays where it is' },
    { previous: '14--2025', typed: '14-0-2025', shown: '14-0-2025' },
    { previous: '14-03-2025', typed: '14-0-2025', shown: '14-0-2025', why: "'03' selected and a '0' typed over it: no '00' yet" },
    { previous: '14-0-2025', typed: '14-04-2025', shown: '14-04-2025', why: 'then the 4' },
    { previous: '14-03-2025', typed: '14-4-2025', shown: '14-4-2025', why: 'an edit inside is not padded' },
    { previous: '1', typed: '1-', shown: '01-', why: 'typing at the end is' },
    { previous: '', typed: '1-3-2025', shown: '01-03-2025', why: 'so is pasting into an empty field' },
    { previous: '14-0', typed: '14-', shown: '14-', why: 'backspace' },
  ])('after $previous, $typed → $shown', ({ previous, typed, shown }) => {
    expect(formatDateInput(typed, previous)).toBe(shown);
  });

  test.for(['14032025', '1-3-2025', '14/3', '1403', '9', '31-12-199'])('formatting %s twice changes nothing', (typed) => {
    const once = formatDateInput(typed);
    expect(formatDateInput(once)).toBe(once);
    expect(formatDateInput(once, once)).toBe(once);
    expect(once.length).toBeLessThanOrEqual(10);
  });
});

describe('formatIbanInput: "shown in groups of four", the model strips the spaces', () => {
  test.for([
    { typed: '', shown: '' },
    { typed: 'nl91', shown: 'NL91', why: 'no trailing space after a full group' },
    { typed: 'nl91a', shown: 'NL91 A' },
    { typed: 'NL91ABNA0417164300', shown: 'NL91 ABNA 0417 1643 00' },
    { typed: 'NL91 ABNA 0417 1643 00', shown: 'NL91 ABNA 0417 1643 00' },
    { typed: 'nl91-abna.0417 164300', shown: 'NL91 ABNA 0417 1643 00', why: 'other characters dropped' },
    { typed: 'NL91 ABN', shown: 'NL91 ABN' },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(formatIbanInput(typed)).toBe(shown);
  });

  test('a valid IBAN stays valid once grouped', () => {
    for (const iban of ['NL91ABNA0417164300', 'DE89370400440532013000', 'BE68539007547034']) {
      expect(isValidIban(formatIbanInput(iban))).toBe(true);
    }
  });

  test('the longest IBAN of any country fits the grouped maximum, and not one character more', () => {
    expect(ibanMaxLength()).toBe(33);
    expect(ibanGroupedMaxLength()).toBe(41);
    const longest = formatIbanInput('RU'.padEnd(ibanMaxLength() + 5, '1'));
    expect(longest.replace(/ /g, '')).toHaveLength(ibanMaxLength());
    expect(longest).toHaveLength(ibanGroupedMaxLength());
  });
});

describe("formatPostalCodeInput: Dutch '1234 AB' through the domain's input mask", () => {
  test.for([
    { typed: '1234ab', shown: '1234 AB' },
    { typed: '1234 ab', shown: '1234 AB' },
    { typed: '1234', shown: '1234' },
    { typed: '1234 ', shown: '1234 ' },
    { typed: '1234a', shown: '1234 A' },
    { typed: '12ab', shown: '12', why: 'letters before the fourth digit do not fit' },
    { typed: '1234ABC', shown: '1234 AB' },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(formatPostalCodeInput(typed)).toBe(shown);
  });

  test('a complete code matches the mask', () => {
    expect(matchesInputMask(formatPostalCodeInput('9999zz'), DUTCH_POSTAL_CODE_MASK)).toBe(true);
  });
});

describe('formatMoneyInput: Dutch notation stays as typed (issue 33), the domain reads it', () => {
  test.for([
    { typed: '', shown: '' },
    { typed: '12', shown: '12' },
    { typed: '12,5', shown: '12,5' },
    { typed: '12.50', shown: '12.50', why: 'a decimal dot is read by the domain, not rewritten' },
    { typed: '3.450,00', shown: '3.450,00', why: 'thousands dots keep their meaning' },
    { typed: '1.250', shown: '1.250' },
    { typed: '45,-', shown: '45,-' },
    { typed: '€ 12,50', shown: '12,50', why: 'the currency is the field prefix, not part of the value' },
    { typed: '180,00 USD', shown: '180,00 ' },
    { typed: '1 250,00', shown: '1 250,00' },
    { typed: '1,250', shown: '1,250', why: 'left as typed: the domain calls it ambiguous instead of the field guessing' },
    { typed: '1'.repeat(30), shown: '1'.repeat(MONEY_INPUT_MAX_LENGTH) },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(formatMoneyInput(typed)).toBe(shown);
  });

  test('what the field keeps of an amount typed the Dutch way is read as that amount', () => {
    for (const [typed, amount] of [['€ 3.450,00', 3450], ['1.250', 1250], ['€ 45,-', 45], ['12,50 EUR', 12.5]] as const) {
      expect(parseMoney(formatMoneyInput(typed))).toBe(amount);
    }
  });
});


describe('fitPhoneInput: "maximum input length 10 if it starts 06, 12 if +31, else 15, plus formatting characters"', () => {
  test.for([
    { typed: '0612345678', shown: '0612345678' },
    { typed: '06123456789', shown: '0612345678' },
    { typed: '06 12 34 56 78', shown: '06 12 34 56 78', why: 'the spaces are formatting characters and add to the maximum' },
    { typed: '+31612345678', shown: '+31612345678' },
    { typed: '+316123456789', shown: '+31612345678' },
    { typed: '+4412345678901234', shown: '+44123456789012' },
    { typed: '', shown: '' },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(fitPhoneInput(typed)).toBe(shown);
    expect(fitPhoneInput(typed).length).toBeLessThanOrEqual(phoneNumberMaxInputLength(fitPhoneInput(typed)));
  });
});

describe('formatDigitsInput (BSN)', () => {
  test.for([
    { typed: '123456782', shown: '123456782' },
    { typed: '1234.56.782', shown: '123456782' },
    { typed: '1234567890', shown: '123456789' },
  ])('$typed → $shown', ({ typed, shown }) => {
    expect(formatDigitsInput(typed, 9)).toBe(shown);
  });
});

describe('the caret stays after the same value characters when a field reformats', () => {
  test.for([
    { typed: 'NL91ABNA', caret: 5, formatted: 'NL91 ABNA', expected: 6, why: 'after the A typed in the second group' },
    { typed: '14-0-2025', caret: 4, formatted: '14-0-2025', expected: 4 },
    { typed: '1403', caret: 2, formatted: '14-03', expected: 2 },
    { typed: '1403', caret: 3, formatted: '14-03', expected: 4, why: 'the dash before the month is skipped' },
    { typed: 'x', caret: 0, formatted: '', expected: 0 },
  ])('$typed with the caret at $caret', ({ typed, caret, formatted, expected }) => {
    expect(caretAfterValueCharacters(formatted, countValueCharacters(typed, caret))).toBe(expected);
  });
});
