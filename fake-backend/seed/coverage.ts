/**
 * Issue 34: the coverage catalogue, next to the product catalogue
 * (catalogue.ts): for 25 care types people look up, which package of this
 * year and next pays for it, up to what (a number of treatments, an amount
 * per year or per period of calendar years, a percentage, or in full),
 * whether the own risk applies, and a plain Dutch line of conditions.
 * Values in the way Dutch insurers publish their reimbursement overviews;
 * fixed data, the same on every day. A care type's `declarationCareType` is
 * the `careType` of its declarations, which is how usage is counted.
 */
import type { CoverageLimit } from '../../domain/insurance';
import { PRODUCT_CATALOGUE } from './catalogue';

/** Every basic insurance (package codes 1113 to 1118): the law sets what they cover. */
export const BASIC_CODES: readonly string[] = PRODUCT_CATALOGUE.filter((product) => product.typeOfProduct === 'MB').map((product) => product.code);

export interface CoverageRule {
  /** the product codes that pay this way */
  codes: readonly string[];
  limit: CoverageLimit;
  /** whether the mandatory and voluntary own risk is taken first */
  ownRisk: boolean;
  /** one plain Dutch line: referral, contracted provider, age, … */
  conditions: string;
  /** only for persons younger than this on the day asked */
  forAgesUnder?: number;
  /** next year's limit where it changes; null: not covered next year */
  nextYearLimit?: CoverageLimit | null;
}

export interface CoverageCareType {
  id: string;
  name: string;
  /** the declarations' `careType` this care type's usage is counted from */
  declarationCareType: string;
  /** words people type for it (synonyms, common short forms) */
  keywords: readonly string[];
  rules: readonly CoverageRule[];
}

const full: CoverageLimit = { kind: 'full' };
const treatments = (count: number): CoverageLimit => ({ kind: 'treatments', count });
/** dietetics, occupational therapy: "3 behandeluren per kalenderjaar" */
const treatmentHours = (count: number): CoverageLimit => ({ kind: 'treatmentHours', count });
const attemptsPerPregnancy = (count: number): CoverageLimit => ({ kind: 'attemptsPerPregnancy', count });
const perYear = (euros: number): CoverageLimit => ({ kind: 'amount', euros, periodYears: 1 });
const perYears = (euros: number, periodYears: number): CoverageLimit => ({ kind: 'amount', euros, periodYears });
const percentage = (percent: number, maxEuros: number | null): CoverageLimit => ({ kind: 'percentage', percent, maxEuros });

export const COVERAGE_CATALOGUE: readonly CoverageCareType[] = [
  {
    id: 'huisarts',
    name: 'Huisarts',
    declarationCareType: 'Huisarts',
    keywords: ['dokter', 'huisartsenpost', 'consult', 'spreekuur'],
    rules: [{ codes: BASIC_CODES, limit: full, ownRisk: false, conditions: 'Zonder verwijzing; ook de huisartsenpost buiten kantooruren.' }],
  },
  {
    id: 'geneesmiddelen',
    name: 'Geneesmiddelen',
    declarationCareType: 'Farmacie',
    keywords: ['medicijnen', 'medicatie', 'apotheek', 'recept', 'farmacie'],
    rules: [
      {
        codes: BASIC_CODES,
        limit: full,
        ownRisk: true,
        conditions: 'Op recept en opgenomen in het geneesmiddelenvergoedingssysteem; soms een wettelijke eigen bijdrage tot € 250 per jaar.',
      },
    ],
  },
  {
    id: 'ziekenhuiszorg',
    name: 'Ziekenhuiszorg en medisch specialist',
    declarationCareType: 'Ziekenhuiszorg',
    keywords: ['ziekenhuis', 'specialist', 'operatie', 'polikliniek', 'spoedeisende hulp'],
    rules: [{ codes: BASIC_CODES, limit: full, ownRisk: true, conditions: 'Met een verwijzing van uw huisarts of een andere medisch specialist.' }],
  },
  {
    id: 'fysiotherapie',
    name: 'Fysiotherapie',
    declarationCareType: 'Fysiotherapie',
    keywords: ['fysio', 'fysiotherapeut', 'manuele therapie', 'kinesitherapie', 'rugklachten'],
    rules: [
      { codes: BASIC_CODES, limit: treatments(18), ownRisk: false, forAgesUnder: 18, conditions: 'Kinderen tot 18 jaar: 9 behandelingen, bij onvoldoende herstel nog 9.' },
      { codes: ['AV1', 'AV4'], limit: treatments(9), ownRisk: false, conditions: 'Zonder verwijzing; bij een niet-gecontracteerde fysiotherapeut tot het gemiddeld gecontracteerde tarief.' },
      { codes: ['AV2'], limit: treatments(18), ownRisk: false, conditions: 'Zonder verwijzing; bij een niet-gecontracteerde fysiotherapeut tot het gemiddeld gecontracteerde tarief.' },
      { codes: ['AV3'], limit: treatments(27), ownRisk: false, conditions: 'Zonder verwijzing; bij een niet-gecontracteerde fysiotherapeut tot het gemiddeld gecontracteerde tarief.' },
      { codes: ['XF1'], limit: treatments(9), ownRisk: false, conditions: 'Bovenop uw aanvullende verzekering, als die behandelingen op zijn.' },
    ],
  },
  {
    id: 'oefentherapie',
    name: 'Oefentherapie Cesar en Mensendieck',
    declarationCareType: 'Oefentherapie',
    keywords: ['cesar', 'mensendieck', 'houding', 'oefentherapeut'],
    rules: [
      { codes: ['AV2'], limit: treatments(9), ownRisk: false, conditions: 'Zonder verwijzing, bij een oefentherapeut die in het kwaliteitsregister staat.' },
      { codes: ['AV3'], limit: treatments(18), ownRisk: false, conditions: 'Zonder verwijzing, bij een oefentherapeut die in het kwaliteitsregister staat.' },
    ],
  },
  {
    id: 'tandarts',
    name: 'Tandarts (mondzorg)',
    declarationCareType: 'Mondzorg',
    keywords: ['tandarts', 'tanden', 'gebit', 'mondhygiënist', 'vulling', 'kies', 'controle'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: false, forAgesUnder: 18, conditions: 'Kinderen tot 18 jaar: controles en behandelingen uit de basisverzekering.' },
      { codes: ['TG1'], limit: perYear(250), ownRisk: false, conditions: '75% van de kosten van controles, vullingen en gebitsreiniging.' },
      { codes: ['TG2'], limit: perYear(500), ownRisk: false, conditions: '100% van controles en gebitsreiniging, 80% van vullingen en kronen.' },
      { codes: ['TG3'], limit: perYear(1000), ownRisk: false, conditions: '100% van de kosten; eerst een medische selectie (vragenlijst over uw gebit).' },
    ],
  },
  {
    id: 'orthodontie',
    name: 'Orthodontie',
    declarationCareType: 'Orthodontie',
    keywords: ['beugel', 'orthodontist', 'tandregulatie', 'slotjes'],
    rules: [
      { codes: ['TG2'], limit: percentage(80, 1000), ownRisk: false, forAgesUnder: 18, conditions: 'Tot 18 jaar; met een behandelplan van de orthodontist.' },
      { codes: ['TG3'], limit: percentage(100, 2000), ownRisk: false, forAgesUnder: 22, conditions: 'Tot 22 jaar; met een behandelplan van de orthodontist.' },
      { codes: ['AV3'], limit: perYears(1250, 3), ownRisk: false, forAgesUnder: 18, conditions: 'Tot 18 jaar; eenmaal per 3 kalenderjaren.' },
    ],
  },
  {
    id: 'brillen-en-lenzen',
    name: 'Brillen en contactlenzen',
    declarationCareType: 'Brillen en lenzen',
    keywords: ['bril', 'lenzen', 'contactlenzen', 'glazen', 'opticien', 'leesbril'],
    rules: [
      { codes: ['AV2'], limit: perYears(150, 3), ownRisk: false, nextYearLimit: perYears(175, 3), conditions: 'Glazen of lenzen op sterkte, bij een opticien of optometrist.' },
      { codes: ['AV3'], limit: perYears(250, 3), ownRisk: false, nextYearLimit: perYears(300, 3), conditions: 'Glazen of lenzen op sterkte, bij een opticien of optometrist.' },
    ],
  },
  {
    id: 'alternatieve-geneeswijzen',
    name: 'Alternatieve geneeswijzen',
    declarationCareType: 'Alternatieve geneeswijzen',
    keywords: ['acupunctuur', 'homeopathie', 'osteopathie', 'natuurgeneeskunde', 'chiropractie'],
    rules: [
      { codes: ['AV1'], limit: perYear(200), ownRisk: false, conditions: 'Maximaal € 40 per consult, bij een therapeut die aangesloten is bij een erkende beroepsvereniging.' },
      { codes: ['AV2'], limit: perYear(250), ownRisk: false, nextYearLimit: perYear(300), conditions: 'Maximaal € 50 per consult, bij een therapeut die aangesloten is bij een erkende beroepsvereniging.' },
      { codes: ['AV3'], limit: perYear(500), ownRisk: false, conditions: 'Maximaal € 60 per consult, bij een therapeut die aangesloten is bij een erkende beroepsvereniging.' },
    ],
  },
  {
    id: 'anticonceptie',
    name: 'Anticonceptie',
    declarationCareType: 'Anticonceptie',
    keywords: ['pil', 'anticonceptiepil', 'spiraal', 'spiraaltje', 'prikpil', 'hormoonspiraal'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: true, forAgesUnder: 21, conditions: 'Tot 21 jaar, op recept van de huisarts.' },
      { codes: ['AV1', 'AV2', 'AV3', 'AV4'], limit: full, ownRisk: false, conditions: 'Vanaf 21 jaar, op recept; ook het plaatsen van een spiraal.' },
    ],
  },
  {
    id: 'kraamzorg',
    name: 'Kraamzorg en bevalling',
    declarationCareType: 'Kraamzorg',
    keywords: ['bevalling', 'verloskundige', 'kraamhulp', 'zwanger', 'baby', 'geboorte'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: false, conditions: 'Verloskundige en kraamzorg; voor kraamzorg een wettelijke eigen bijdrage per uur.' },
      { codes: ['KL1'], limit: perYear(300), ownRisk: false, conditions: 'De eigen bijdrage voor kraamzorg en een poliklinische bevalling zonder medische noodzaak.' },
      { codes: ['AV2', 'AV3'], limit: perYear(150), ownRisk: false, conditions: 'De eigen bijdrage voor kraamzorg; aanmelden vóór de vijfde maand van de zwangerschap.' },
    ],
  },
  {
    id: 'zorg-in-het-buitenland',
    name: 'Zorg in het buitenland',
    declarationCareType: 'Zorg in het buitenland',
    keywords: ['buitenland', 'vakantie', 'spoedzorg', 'reis', 'op reis', 'ehic'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: true, conditions: 'Spoedeisende zorg tot het Nederlandse tarief; de rest komt voor uzelf.' },
      { codes: ['AV2', 'AV3', 'ER1'], limit: full, ownRisk: false, conditions: 'Het deel boven het Nederlandse tarief bij spoedeisende zorg, wereldwijd.' },
    ],
  },
  {
    id: 'vaccinaties',
    name: 'Vaccinaties en reisadvies',
    declarationCareType: 'Vaccinaties',
    keywords: ['prik', 'inenting', 'reisvaccinatie', 'vaccin', 'griepprik'],
    rules: [
      { codes: ['AV1'], limit: perYear(100), ownRisk: false, conditions: 'Reisvaccinaties en malariapillen, bij de GGD of de huisarts.' },
      { codes: ['AV2', 'ER1'], limit: perYear(150), ownRisk: false, conditions: 'Reisvaccinaties en malariapillen, bij de GGD of de huisarts.' },
      { codes: ['AV3'], limit: full, ownRisk: false, conditions: 'Reisvaccinaties en malariapillen, bij de GGD of de huisarts.' },
    ],
  },
  {
    id: 'hoortoestellen',
    name: 'Hoortoestellen',
    declarationCareType: 'Hoortoestellen',
    keywords: ['hoorapparaat', 'gehoor', 'audicien', 'slechthorend'],
    rules: [
      { codes: BASIC_CODES, limit: percentage(75, null), ownRisk: false, conditions: '75% van de kosten, eenmaal per 5 jaar, bij een gecontracteerde audicien.' },
      { codes: ['AV2', 'AV3'], limit: perYears(250, 5), ownRisk: false, conditions: 'De eigen bijdrage van 25%, eenmaal per 5 kalenderjaren.' },
    ],
  },
  {
    id: 'podotherapie',
    name: 'Podotherapie en steunzolen',
    declarationCareType: 'Podotherapie',
    keywords: ['steunzolen', 'voeten', 'podotherapeut', 'zolen', 'voetzorg'],
    rules: [
      { codes: ['AV1'], limit: perYear(100), ownRisk: false, conditions: 'Behandelingen en steunzolen van een podotherapeut of podoloog.' },
      { codes: ['AV2'], limit: perYear(200), ownRisk: false, conditions: 'Behandelingen en steunzolen van een podotherapeut of podoloog.' },
      { codes: ['AV3'], limit: perYear(350), ownRisk: false, conditions: 'Behandelingen en steunzolen van een podotherapeut of podoloog.' },
    ],
  },
  {
    id: 'dietetiek',
    name: 'Diëtist',
    declarationCareType: 'Diëtetiek',
    keywords: ['dietist', 'diëtist', 'voeding', 'afvallen', 'dieet'],
    rules: [
      { codes: BASIC_CODES, limit: treatmentHours(3), ownRisk: true, conditions: 'Zonder verwijzing.' },
      { codes: ['AV2', 'AV3'], limit: treatmentHours(4), ownRisk: false, conditions: 'Als de behandeluren van de basisverzekering op zijn.' },
    ],
  },
  {
    id: 'ggz',
    name: 'Geestelijke gezondheidszorg',
    declarationCareType: 'Geestelijke gezondheidszorg',
    keywords: ['psycholoog', 'psychiater', 'ggz', 'depressie', 'burn-out', 'therapie'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: true, conditions: 'Met een verwijzing van uw huisarts; bij een gecontracteerde zorgaanbieder.' },
      { codes: ['AV2', 'AV3'], limit: perYear(300), ownRisk: false, conditions: 'Psychologische zorg die de basisverzekering niet vergoedt, zoals bij aanpassingsproblemen.' },
    ],
  },
  {
    id: 'ziekenvervoer',
    name: 'Ziekenvervoer',
    declarationCareType: 'Ziekenvervoer',
    keywords: ['ambulance', 'taxi', 'vervoer', 'rolstoel', 'zittend ziekenvervoer'],
    rules: [
      { codes: BASIC_CODES, limit: full, ownRisk: true, conditions: 'Ambulance bij spoed; zittend vervoer alleen met toestemming vooraf.' },
      { codes: ['AV2', 'AV3'], limit: perYear(500), ownRisk: false, conditions: 'Vervoer naar een ziekenhuis voor bezoek aan een opgenomen gezinslid, met toestemming vooraf.' },
    ],
  },
  {
    id: 'logopedie',
    name: 'Logopedie',
    declarationCareType: 'Logopedie',
    keywords: ['spraak', 'stotteren', 'logopedist', 'slikken'],
    rules: [{ codes: BASIC_CODES, limit: full, ownRisk: true, conditions: 'Met een verwijzing als u bij een niet-gecontracteerde logopedist gaat.' }],
  },
  {
    id: 'ergotherapie',
    name: 'Ergotherapie',
    declarationCareType: 'Ergotherapie',
    keywords: ['ergotherapeut', 'dagelijkse handelingen'],
    rules: [
      { codes: BASIC_CODES, limit: treatmentHours(10), ownRisk: true, conditions: 'Met een verwijzing als u bij een niet-gecontracteerde ergotherapeut gaat.' },
      { codes: ['AV3'], limit: treatmentHours(5), ownRisk: false, conditions: 'Als de behandeluren van de basisverzekering op zijn.' },
    ],
  },
  {
    id: 'wijkverpleging',
    name: 'Wijkverpleging',
    declarationCareType: 'Wijkverpleging',
    keywords: ['thuiszorg', 'verpleging', 'verpleegkundige', 'wondzorg'],
    rules: [{ codes: BASIC_CODES, limit: full, ownRisk: false, conditions: 'Na een indicatie van een wijkverpleegkundige; bij een gecontracteerde zorgaanbieder.' }],
  },
  {
    id: 'fertiliteit',
    name: 'Vruchtbaarheidsbehandeling (ivf)',
    declarationCareType: 'Fertiliteitszorg',
    keywords: ['ivf', 'vruchtbaarheid', 'zwanger worden', 'kinderwens', 'icsi'],
    rules: [
      // the basic insurance counts ivf per pregnancy, not per year (a poging from the egg retrieval to the transfer)
      { codes: BASIC_CODES, limit: attemptsPerPregnancy(3), ownRisk: true, forAgesUnder: 43, conditions: 'Tot 43 jaar: de eerste 3 ivf-pogingen per zwangerschap, met een verwijzing.' },
    ],
  },
  {
    id: 'stoppen-met-roken',
    name: 'Stoppen met roken',
    declarationCareType: 'Stoppen met roken',
    keywords: ['roken', 'nicotine', 'sigaretten', 'stoppen'],
    rules: [{ codes: BASIC_CODES, limit: full, ownRisk: false, conditions: 'Eén programma per jaar, bij een gecontracteerde aanbieder.' }],
  },
  {
    id: 'sportmedisch-onderzoek',
    name: 'Sportmedisch onderzoek',
    declarationCareType: 'Sportmedisch onderzoek',
    keywords: ['sportkeuring', 'sportarts', 'inspanningstest'],
    rules: [
      { codes: ['AV2'], limit: perYear(100), ownRisk: false, conditions: 'Bij een sportmedische instelling met het SGS-keurmerk.' },
      { codes: ['AV3'], limit: perYear(200), ownRisk: false, conditions: 'Bij een sportmedische instelling met het SGS-keurmerk.' },
    ],
  },
  {
    id: 'huidtherapie',
    name: 'Huidtherapie',
    declarationCareType: 'Huidtherapie',
    keywords: ['huidtherapeut', 'acne', 'littekens', 'ontharen'],
    rules: [
      { codes: ['AV2'], limit: perYear(200), ownRisk: false, conditions: 'Bij een huidtherapeut die in het kwaliteitsregister staat; niet voor cosmetische behandelingen.' },
      { codes: ['AV3'], limit: perYear(400), ownRisk: false, conditions: 'Bij een huidtherapeut die in het kwaliteitsregister staat; niet voor cosmetische behandelingen.' },
    ],
  },
];

/** A care type's rules as they hold in `year` (this year's, or next year's where they change), for a person of `age`. */
export function coverageRulesFor(careType: CoverageCareType, year: number, thisYear: number, age: number | null): CoverageRule[] {
  return careType.rules
    .filter((rule) => rule.forAgesUnder === undefined || age === null || age < rule.forAgesUnder)
    .flatMap((rule) => {
      if (year <= thisYear || rule.nextYearLimit === undefined) return [rule];
      return rule.nextYearLimit === null ? [] : [{ ...rule, limit: rule.nextYearLimit }];
    });
}
