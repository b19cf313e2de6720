import { describe, expect, test } from 'vitest';
import { isMemberOfferRunning, runningMemberOffers, validateMemberOfferTip } from './member-offers';

const offer = (id: string, partner: string, validFrom: string, validUntil: string) => ({
  id,
  partner,
  title: 't',
  discount: '10% korting',
  summary: 's',
  validFrom,
  validUntil,
  imageUrl: `/content/member-offers/${id}.svg`,
  imageAlt: '',
});

describe('member offers', () => {
  // "Member offer: fields not shown": an offer runs from its first to its last day, both included
  test.for([
    { name: 'before its first day', today: '2026-11-30', running: false },
    { name: 'on its first day', today: '2026-12-01', running: true },
    { name: 'on its last day', today: '2027-01-31', running: true },
    { name: 'after its last day', today: '2027-02-01', running: false },
  ])('$name: running $running', ({ today, running }) => {
    expect(isMemberOfferRunning({ validFrom: '2026-12-01', validUntil: '2027-01-31' }, today)).toBe(running);
  });

  test('the list: only running offers, the one ending first on top, then by partner', () => {
    const offers = [
      offer('a', 'Zwemschool', '2026-01-01', '2026-12-31'),
      offer('b', 'Apotheek', '2026-01-01', '2026-12-31'),
      offer('c', 'Fietsplan', '2026-01-01', '2026-11-30'),
      offer('d', 'Verlopen', '2026-01-01', '2026-11-01'),
      offer('e', 'Later', '2027-01-01', '2027-12-31'),
    ];
    expect(runningMemberOffers(offers, '2026-11-24').map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('a tip about an offer', () => {
  const tip = { friendName: 'Noor de Vries', friendEmail: 'noor@example.nl', message: '' };
  test.for([
    { name: 'a name and an e-mail address', tip, errors: {} },
    { name: 'nothing filled in', tip: { friendName: ' ', friendEmail: '', message: '' }, errors: { friendName: 'tip-name-required', friendEmail: 'tip-email-required' } },
    // "Names: only letters and - ' , (spaces allowed in some fields)"
    { name: 'a name with digits', tip: { ...tip, friendName: 'Noor 2' }, errors: { friendName: 'name-with-spaces-invalid-characters' } },
    { name: "a name with ' and -", tip: { ...tip, friendName: "Anne-Marie d'Ancona" }, errors: {} },
    { name: 'a name of 101 characters', tip: { ...tip, friendName: 'a'.repeat(101) }, errors: { friendName: 'tip-name-too-long' } },
    // "Email: valid format"
    { name: 'an e-mail address without a domain', tip: { ...tip, friendEmail: 'noor@' }, errors: { friendEmail: 'email-invalid' } },
    { name: 'a message of 500 characters', tip: { ...tip, message: 'x'.repeat(500) }, errors: {} },
    { name: 'a message of 501 characters', tip: { ...tip, message: 'x'.repeat(501) }, errors: { message: 'tip-message-too-long' } },
  ])('$name', ({ tip: given, errors }) => {
    const result = validateMemberOfferTip(given);
    expect(Object.fromEntries(Object.entries(result).filter(([, key]) => key !== null))).toEqual(errors);
  });
});
