/**
 * The member offers (issue 16 point 5): built per request from the fake
 * clock's date, like the tiles, so every offer runs around today. The list
 * is the content host's (`/content/member-offers.json`), each offer's
 * details the API's (`GET MemberOffer/{id}`), and each picture a small SVG
 * on the content host (`/content/member-offers/{id}.svg`).
 */
import type { MemberOfferDetail } from '../../domain/member-offers';
import { addDays, addMonths, yearOf } from './dates';

interface OfferSeed extends Omit<MemberOfferDetail, 'validFrom' | 'validUntil' | 'imageUrl'> {
  /** the picture's colour and its letter */
  colour: string;
  validFrom: (today: string) => string;
  validUntil: (today: string) => string;
}

const OFFERS: readonly OfferSeed[] = [
  {
    id: 'sportschool-fitfabriek',
    partner: 'FitFabriek',
    title: 'Drie maanden sporten met 25% korting',
    discount: '25% korting',
    summary: 'Op een jaarabonnement bij alle 40 vestigingen van FitFabriek, de eerste drie maanden.',
    description:
      'Werk aan een gezonde leefstijl bij FitFabriek. Als lid krijgt u de eerste drie maanden van een jaarabonnement 25% korting, met onbeperkt groepslessen en een gratis intakegesprek met een trainer.',
    howToUse: ['Ga naar de website van FitFabriek en kies een jaarabonnement.', 'Vul bij het afrekenen de kortingscode in.', 'Neem bij uw eerste bezoek uw zorgpas mee.'],
    discountCode: 'ZORG25FIT',
    partnerUrl: 'https://www.example.nl/fitfabriek',
    conditions: 'Alleen voor nieuwe leden van FitFabriek. Niet te combineren met andere acties.',
    imageAlt: 'Een halter in de kleuren van FitFabriek',
    colour: '#0b5cab',
    validFrom: (today) => `${yearOf(today)}-01-01`,
    validUntil: (today) => `${yearOf(today)}-12-31`,
  },
  {
    id: 'brillen-helderzicht',
    partner: 'HelderZicht Opticiens',
    title: '€ 50 korting op een complete bril',
    discount: '€ 50 korting',
    summary: 'Bij een complete bril (montuur en glazen) vanaf € 150 bij HelderZicht Opticiens.',
    description:
      'Een nieuwe bril nodig? Bij HelderZicht Opticiens krijgt u als lid € 50 korting op een complete bril vanaf € 150. De oogmeting is gratis.',
    howToUse: ['Maak een afspraak in een winkel van HelderZicht.', 'Laat uw zorgpas zien bij het afrekenen.'],
    discountCode: null,
    partnerUrl: 'https://www.example.nl/helderzicht',
    conditions: 'Eén keer per lid per kalenderjaar. De vergoeding uit uw aanvullende verzekering blijft gelden.',
    imageAlt: 'Een bril in de kleuren van HelderZicht',
    colour: '#00857a',
    validFrom: (today) => addMonths(today, -2),
    validUntil: (today) => addMonths(today, 3),
  },
  {
    id: 'fietsen-trapkracht',
    partner: 'Trapkracht',
    title: '15% korting op een e-bike',
    discount: '15% korting',
    summary: 'Op alle e-bikes van Trapkracht, inclusief een gratis eerste onderhoudsbeurt.',
    description:
      'Meer bewegen in het dagelijks leven begint met de fiets. Leden krijgen 15% korting op alle e-bikes van Trapkracht en een gratis onderhoudsbeurt na drie maanden.',
    howToUse: ['Kies uw e-bike in de webwinkel of in een winkel van Trapkracht.', 'Geef de kortingscode op bij het afrekenen.'],
    discountCode: 'TRAP15LID',
    partnerUrl: 'https://www.example.nl/trapkracht',
    conditions: 'Zolang de voorraad strekt. Niet geldig op al afgeprijsde fietsen.',
    imageAlt: 'Een fiets in de kleuren van Trapkracht',
    colour: '#b85c00',
    validFrom: (today) => addDays(today, -10),
    validUntil: (today) => addDays(today, 20),
  },
  {
    id: 'verlopen-zwemles',
    partner: 'Zwemschool De Golf',
    title: 'Gratis proefles zwemmen',
    discount: 'Gratis proefles',
    summary: 'Een gratis proefles voor kinderen tot 12 jaar.',
    description: 'Deze actie is afgelopen.',
    howToUse: ['Meld uw kind aan bij de zwemschool.'],
    discountCode: null,
    partnerUrl: 'https://www.example.nl/degolf',
    conditions: 'Afgelopen.',
    imageAlt: 'Golven in de kleuren van De Golf',
    colour: '#6b2fa3',
    validFrom: (today) => addMonths(today, -6),
    validUntil: (today) => addDays(today, -1),
  },
];

export const memberOfferImageUrl = (id: string) => `/content/member-offers/${id}.svg`;

/** Every offer with its dates for `today` (also those that ended; the list and the API show running ones). */
export function buildMemberOffers(today: string): MemberOfferDetail[] {
  return OFFERS.map(({ colour: _colour, validFrom, validUntil, ...offer }) => ({
    ...offer,
    validFrom: validFrom(today),
    validUntil: validUntil(today),
    imageUrl: memberOfferImageUrl(offer.id),
  }));
}

/** The picture of an offer: its colour with the partner's initial; null for an unknown offer. */
export function memberOfferImage(id: string): string | null {
  const offer = OFFERS.find((entry) => entry.id === id);
  if (!offer) return null;
  const initial = offer.partner.slice(0, 1).replace(/[<&>]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">',
    `<rect width="480" height="240" fill="${offer.colour}"/>`,
    '<circle cx="400" cy="40" r="120" fill="#ffffff" fill-opacity="0.12"/>',
    `<text x="48" y="170" font-family="Helvetica, Arial, sans-serif" font-size="140" font-weight="700" fill="#ffffff">${initial}</text>`,
    '</svg>',
  ].join('');
}
