import type { SliceTexts } from '@/shared/i18n';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';

/** The policy overview's own texts (nl-NL), loaded with its chunk. */
export const policyOverviewPageTexts: SliceTexts = {
  pages: {
    policyOverview: {
      title: 'Polisoverzicht',
      intro: 'Hier ziet u per jaar waarvoor u en uw meeverzekerden verzekerd zijn en wat dat kost.',
      year: 'Jaar',
      loading: 'Uw polis wordt geladen…',
      failed: 'Uw polis kan nu niet worden getoond. Probeer het later opnieuw.',
      none: 'Er is geen polis voor {{year}}.',
      // a year in the address that the overview does not have is said, not passed off as another
      yearNotAvailable: 'Een polisoverzicht van {{asked}} is hier niet beschikbaar. U ziet nu {{shown}}. U kunt kiezen uit {{years, list(type: disjunction)}}.',
      agreement: 'Overeenkomst {{number}}',
      collectivity: 'Collectiviteit',
      paymentTerm: 'Betaaltermijn',
      totalMonth: 'Totaal per maand',
      totalTerm: 'Totaal {{term}}',
      // issue 33 point 5: why the premium bill is higher than the total here
      notShownOnBill_one:
        'Op uw premierekening staat ook de premie van {{count}} verzekerde die u hier niet ziet (16 jaar of ouder, met een eigen account). Uw rekening is daarom hoger dan dit totaal.',
      notShownOnBill_other:
        'Op uw premierekening staat ook de premie van {{count}} verzekerden die u hier niet ziet (16 jaar of ouder, met een eigen account). Uw rekening is daarom hoger dan dit totaal.',
      terms: {
        '1': 'per maand',
        '3': 'per kwartaal',
        '6': 'per halfjaar',
        '12': 'per jaar',
      },
      // the same words as the payment details and edit policy (issue 33 point 5: one setting, shown the same)
      termNames: {
        '1': 'Per maand',
        '3': 'Per kwartaal',
        '6': 'Per halfjaar',
        '12': 'Per jaar',
      },
      // issue 33 point 14: a change link that reads as a sentence; its name adds the agreement after the visible words
      editPolicy: 'Wijzig uw polis voor {{year}}',
      editPolicyFor: 'Wijzig uw polis voor {{year}} (overeenkomst {{number}})',
      requestPolicy: 'Polis {{year}} aanvragen',
      requestPolicyHint: 'Bij "Polis {{year}} aanvragen" kiest u uw pakketten voor {{year}} opnieuw, vanaf het begin en zonder uw huidige keuzes.',
      offerPersons: 'Het aanbod voor {{year}} is voor: {{names}}.',
      addInsured: 'Verzekerde bijschrijven',
      addInsuredTo: 'Verzekerde bijschrijven op overeenkomst {{number}}',
      denialReasons: {
        'not-main-insured': 'Alleen de hoofdverzekerde kan de polis wijzigen.',
        'payment-deficit': 'U kunt uw polis nu niet wijzigen, omdat er een betalingsachterstand is. Betaal eerst de openstaande rekeningen.',
        'ended-policy': 'Uw polis is beëindigd. U kunt deze niet meer wijzigen.',
        'not-yet-possible': 'Het wijzigen van uw polis voor {{year}} is nu niet mogelijk. U kunt uw pakket wijzigen tot en met 31 januari; de pakketten voor volgend jaar kiest u zodra die worden aangeboden.',
      },
      person: {
        policyNumber: 'Polisnummer',
        birthDate: 'Geboortedatum',
        period: 'Looptijd',
        periodValue: '{{start}} tot en met {{end}}',
        roles: { H: 'Hoofdverzekerde', P: 'Partner', M: 'Meeverzekerde' },
      },
      products: {
        caption: 'Verzekeringen van {{name}} in {{year}}',
        type: 'Soort',
        product: 'Verzekering',
        premium: 'Premie per maand',
        free: 'Gratis meeverzekerd',
        noPremium: 'Geen premie',
        // the lines are the products' net premiums, the premium below starts from the gross: said, so that they add up
        afterCollectivityDiscount: 'De premies in deze tabel zijn na aftrek van de collectiviteitskorting van {{amount}} per maand.',
        categories: {
          basic: 'Basisverzekering',
          additional: 'Aanvullende verzekering',
          'extra-additional': 'Extra aanvullende verzekering',
          dental: 'Tandartsverzekering',
          excess: 'Eigen risico',
          other: 'Overige verzekering',
        },
      },
      premium: {
        title: 'Premie',
        gross: 'Premie zonder korting',
        collectivityDiscount: 'Collectiviteitskorting',
        additionalDiscount: 'Extra korting',
        excessDiscount: 'Korting vrijwillig eigen risico',
        paymentTermDiscount: 'Korting betaaltermijn ({{percentage}}%)',
        excessAmount: 'Eigen risico',
        month: 'Premie per maand',
        term: 'Premie {{term}}',
      },
      inProgress: {
        title: 'Nieuwe verzekerden in behandeling',
        intro: 'Deze personen hebben wij bijgeschreven. Zodra wij de aanvraag hebben verwerkt, ziet u hun polis hier.',
      },
      documents: {
        title: 'Polisvoorwaarden en vergoedingen {{year}}',
        none: 'Er zijn geen documenten voor {{year}}.',
        offeredYear: 'Bekijk uw polis en de polisvoorwaarden voor {{year}}',
      },
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [policyOverviewPageTexts, downloadDocumentTexts];
