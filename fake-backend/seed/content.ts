/**
 * The content host's menu and dashboard tiles (spec 01 §2 "Menu",
 * "Dashboard tiles"), typed with the domain's content shapes. Built per
 * request from the fake clock's date, so dated tiles stay current.
 */
import { AUTHENTICATED_ROUTES, type AuthenticatedRouteName } from '../../domain/access';
import type {
  DashboardTile,
  LocalisedText,
  MenuContent,
  MenuItem,
  MenuItemGroup,
  TilesContent,
} from '../../domain/home';
import { addDays, yearOf } from './dates';

const text = (nl: string, en?: string): LocalisedText => (en ? { 'nl-NL': nl, 'en-US': en } : { 'nl-NL': nl });

function item(routeName: AuthenticatedRouteName, nl: string, en: string, excludedLabels: string[] = []): MenuItem {
  return {
    type: 'menu-item',
    name: AUTHENTICATED_ROUTES[routeName] || routeName,
    displayName: text(nl, en),
    excludedLabels,
    routeName,
  };
}

function group(
  name: string,
  displayName: LocalisedText,
  primary: MenuItem[],
  secondary: MenuItem[] = [],
  tile?: MenuItemGroup['tile'],
): MenuItemGroup {
  return { type: 'menu-item-group', name, displayName, excludedLabels: [], primary, secondary, ...(tile ? { tile } : {}) };
}

export function buildMenu(today: string): MenuContent {
  const nextYear = yearOf(today) + 1;
  return {
    items: [
      item('home', 'Overzicht', 'Overview'),
      group(
        'mijn-verzekering',
        text('Mijn verzekering', 'My insurance'),
        [
          item('policy-overview', 'Polisoverzicht', 'Policy overview'),
          item('edit-policy', 'Polis wijzigen', 'Change policy'),
          item('add-insured', 'Verzekerde bijschrijven', 'Add an insured person'),
        ],
        [
          item('insurance-card', 'Zorgpas en EHIC', 'Insurance card and EHIC'),
          item('reimbursement-documents', 'Vergoedingsdocumenten', 'Reimbursement documents'),
          item('insurance-right', 'Verzekeringsrecht', 'Insurance right'),
        ],
        {
          title: text(`Uw zorgverzekering voor ${nextYear}`, `Your health insurance for ${nextYear}`),
          text: text('Bekijk uw nieuwe polis en pas uw pakket aan tot en met 31 januari.', 'View your new policy and change your package until 31 January.'),
          routeName: 'edit-policy',
        },
      ),
      group(
        'zorgkosten',
        text('Zorgkosten', 'Healthcare costs'),
        [
          item('healthcare-costs', 'Mijn zorgkosten', 'My healthcare costs'),
          item('my-requests', 'Mijn aanvragen', 'My requests'),
          item('coverage', 'Wat wordt vergoed?', 'What is covered?'),
          item('submit-healthcare-costs', 'Zorgkosten indienen', 'Submit healthcare costs'),
        ],
        [
          item('seated-transport', 'Zittend ziekenvervoer aanvragen', 'Request seated patient transport', ['studentenzorg']),
          item('care-mediation', 'Zorgbemiddeling aanvragen', 'Request care mediation'),
          item('treatment-abroad', 'Behandeling in het buitenland aanvragen', 'Request treatment abroad'),
        ],
        {
          title: text('Nota snel indienen', 'Submit a bill quickly'),
          text: text('Maak een foto van uw nota en dien hem direct in.', 'Take a photo of your bill and submit it right away.'),
          routeName: 'submit-healthcare-costs',
        },
      ),
      group('rekeningen', text('Rekeningen', 'Bills'), [
        item('bills-and-payments', 'Rekeningen en betalingen', 'Bills and payments'),
        item('payment-arrangement', 'Betalingsregeling aanvragen', 'Request a payment arrangement'),
        item('payment-details', 'Betaal- en rekeninggegevens', 'Payment and account details'),
      ]),
      group('berichten', text('Berichten', 'Messages'), [item('message-box', 'Berichtenbox', 'Message box')]),
      group('mijn-gegevens', text('Mijn gegevens', 'My details'), [
        item('personal-info', 'Persoonlijke gegevens', 'Personal details'),
        item('settings', 'Instellingen', 'Settings'),
      ]),
      group('contact', text('Contact', 'Contact'), [
        item('contact', 'Contact opnemen', 'Contact us'),
        item('contact-form', 'Contactformulier', 'Contact form'),
      ]),
      group('ledenvoordeel', text('Ledenvoordeel', 'Member benefits'), [
        item('member-offers', 'Aanbiedingen voor leden', 'Member offers', ['zorgcollectief']),
      ]),
    ],
  };
}

const placement = (position: number, priority: number, visible = true) => ({ visible, position, priority });

export function buildTiles(today: string): TilesContent {
  const year = yearOf(today);
  const tiles: DashboardTile[] = [
    {
      id: 'eigen-risico',
      type: 'own-risk',
      desktop: placement(1, 1),
      mobile: placement(2, 1),
      content: { title: text('Mijn eigen risico', 'My excess'), linkText: text('Bekijk mijn zorgkosten'), routeName: 'healthcare-costs' },
      conditions: { requiresAdult: true },
    },
    {
      id: 'berichten',
      type: 'messages',
      desktop: placement(2, 2),
      mobile: placement(1, 1),
      content: { title: text('Mijn berichten', 'My messages'), linkText: text('Naar de berichtenbox'), routeName: 'message-box' },
    },
    {
      id: 'openstaande-rekeningen',
      type: 'open-invoices',
      desktop: placement(3, 1),
      mobile: placement(3, 1),
      content: { title: text('Openstaande rekeningen', 'Open bills'), linkText: text('Bekijk en betaal'), routeName: 'bills-and-payments', query: { status: 'openstaand' } },
    },
    {
      id: 'goed-nieuws',
      type: 'good-news',
      desktop: placement(3, 2),
      mobile: placement(3, 2),
      content: { title: text('Goed nieuws!', 'Good news!'), text: text('U heeft geen openstaande rekeningen.'), linkText: text('Bekijk uw betalingen', 'View your payments'), routeName: 'bills-and-payments' },
    },
    {
      id: 'betalingsregeling',
      type: 'payment-arrangement',
      desktop: placement(4, 1),
      mobile: placement(4, 1),
      content: { title: text('Uw betalingsregeling'), text: text('Bekijk welke termijnen nog openstaan.'), linkText: text('Naar uw termijnen'), routeName: 'bills-and-payments' },
    },
    {
      id: 'zorgpas',
      type: 'ehic',
      desktop: placement(5, 3),
      mobile: placement(5, 3),
      content: { title: text('Zorgpas en EHIC', 'Insurance card and EHIC'), linkText: text('Bekijk uw zorgpas'), routeName: 'insurance-card' },
    },
    {
      id: 'declaraties',
      type: 'declaration',
      desktop: placement(6, 2),
      mobile: placement(6, 2),
      content: { title: text('Ingediende declaraties'), linkText: text('Bekijk de status'), routeName: 'healthcare-costs' },
    },
    {
      id: 'verzekeringsrecht',
      type: 'insurance-right',
      desktop: placement(0, 1),
      mobile: placement(0, 1),
      content: {
        title: text('Controle verzekeringsrecht'),
        text: text('U woont in het buitenland. Laat ons jaarlijks weten of u nog recht heeft op de Nederlandse zorgverzekering.'),
        linkText: text('Start de controle'),
        routeName: 'insurance-right',
      },
    },
    {
      id: 'griepprik',
      type: 'tile-info-title',
      desktop: placement(7, 4),
      mobile: placement(9, 4, false),
      content: {
        title: text('De griepprik is weer beschikbaar: vraag ernaar bij uw huisarts.'),
        text: text('Bent u 60 jaar of ouder, of heeft u een medische reden? Dan krijgt u de griepprik gratis; uw huisarts nodigt u uit.'),
        linkText: text('Lees wie een griepprik krijgt'),
        url: 'https://www.example.nl/griepprik',
      },
      conditions: { startDate: addDays(today, -7), endDate: addDays(today, 30) },
    },
    {
      id: 'direct-regelen',
      type: 'arrange-immediately',
      desktop: placement(8, 3),
      mobile: placement(7, 3),
      content: { title: text('Direct regelen', 'Arrange now'), text: text('Nota indienen, zorgpas bekijken of uw gegevens wijzigen.'), linkText: text('Een nota indienen', 'Submit a bill'), routeName: 'submit-healthcare-costs' },
      conditions: { excludeDefaulters: true },
    },
    {
      id: 'tandartsverzekering',
      type: 'tile-info-title-and-paragraph',
      desktop: placement(9, 5),
      mobile: placement(10, 5, false),
      content: {
        title: text('Nog geen tandartsverzekering?'),
        paragraph: text('Een gaatje of een kroon kan flink in de papieren lopen. Met Tand Goed bent u tot € 500 per jaar verzekerd.'),
        linkText: text('Bekijk Tand Goed'),
        routeName: 'edit-policy',
      },
      conditions: { excludedProducts: ['TG2'], requiresActiveAgreement: true },
    },
    {
      id: 'polis-volgend-jaar',
      type: 'request-policy',
      desktop: placement(10, 1),
      mobile: placement(8, 1),
      content: {
        title: text(`Uw polis voor ${year + 1} staat klaar`, `Your policy for ${year + 1} is ready`),
        text: text(`Kies nu uw pakket voor ${year + 1}. Wijzigen kan tot en met 31 januari.`),
        linkText: text(`Kies uw pakket voor ${year + 1}`, `Choose your package for ${year + 1}`),
        routeName: 'edit-policy',
      },
      conditions: { offerYear: year + 1, excludeDefaulters: true },
    },
    {
      id: 'uw-verzekering',
      type: 'your-insurance',
      desktop: placement(11, 2),
      mobile: placement(11, 2),
      content: { title: text('Uw verzekering', 'Your insurance'), linkText: text('Naar polisoverzicht'), routeName: 'policy-overview' },
      conditions: { excludedRoles: ['M'] },
    },
    {
      id: 'fysio-check',
      type: 'fysio-self-check',
      desktop: placement(12, 6),
      mobile: placement(12, 6, false),
      content: {
        title: text('Klachten aan spieren of gewrichten?'),
        text: text('Doe de fysio-zelfcheck en ontdek of fysiotherapie u kan helpen.'),
        linkText: text('Start de zelfcheck'),
        url: 'https://www.example.nl/fysio-zelfcheck',
      },
      conditions: { labels: ['zorgzaam'] },
    },
    {
      id: 'schadeverzekering',
      type: 'damage-insurance',
      desktop: placement(13, 7),
      mobile: placement(13, 7, false),
      content: {
        title: text('15% korting op uw schadeverzekering'),
        text: text('Als klant krijgt u korting op uw inboedel-, opstal- en aansprakelijkheidsverzekering.'),
        linkText: text('Bereken uw premie'),
        url: 'https://www.example.nl/schadeverzekeringen',
      },
      conditions: { requiresAdult: true, excludedRoles: ['M'] },
    },
    {
      // issue 34: a search box that opens 'vergoedingen' with what was typed
      id: 'wat-wordt-vergoed',
      type: 'coverage-search',
      desktop: placement(15, 1),
      mobile: placement(15, 1),
      content: {
        title: text('Wat wordt vergoed?', 'What is covered?'),
        text: text('Zoek een behandeling en zie wat uw pakket betaalt en wat u er dit jaar nog van over heeft.', 'Search a treatment and see what your package pays and what you have left this year.'),
        linkText: text('Bekijk alle vergoedingen', 'View all reimbursements'),
        routeName: 'coverage',
      },
    },
    {
      id: 'gecontracteerde-zorg',
      type: 'healthcare-contracts',
      desktop: placement(14, 8),
      mobile: placement(14, 8),
      content: {
        title: text('Gecontracteerde zorgverleners'),
        text: text('Zoek een zorgverlener met wie wij een contract hebben; dan betaalt u niets bij.'),
        linkText: text('Zoek een zorgverlener'),
        url: 'https://www.example.nl/zorgzoeker',
      },
      conditions: { contractCodes: ['ZZA01', 'ZCW03'], requiresActiveAgreement: true },
    },
  ];
  return { tiles };
}
