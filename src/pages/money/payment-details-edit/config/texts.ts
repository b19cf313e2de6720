import type { SliceTexts } from '@/shared/i18n';

/** The payment-details-edit slice's own texts (nl-NL), loaded with its chunk. */
export const paymentDetailsEditPageTexts: SliceTexts = {
  pages: {
    paymentDetailsEdit: {
      title: 'Betaalgegevens wijzigen',
      intro: 'Wijzig hoe en hoe vaak u de premie betaalt, het rekeningnummer waarvan u betaalt, of het rekeningnummer waarop u vergoedingen ontvangt.',
      loading: 'De betaalgegevens worden geladen…',
      failed: 'De betaalgegevens kunnen nu niet worden getoond. Probeer het later opnieuw.',
      notFound: 'Deze overeenkomst is niet gevonden.',
      ended: 'Deze overeenkomst is beëindigd. U kunt de betaalgegevens niet meer wijzigen.',
      back: 'Terug naar betaal- en rekeninggegevens',
      appliesFrom: 'Een nieuwe betaalwijze of betaaltermijn die u nu doorgeeft, gaat in op {{appliesFrom}}. De eerste betaling daarna is rond {{firstCollection}}.',
      methodAppliesFrom: 'Een nieuwe betaalwijze die u nu doorgeeft, gaat in op {{appliesFrom}}. De eerste betaling daarna is rond {{firstCollection}}.',
      methodForm: 'Betaalwijze en betaaltermijn',
      method: 'Betaalwijze',
      methods: {
        DirectDebit: 'Automatische incasso',
        iDeal: 'iDEAL-betaallink',
        Mail: 'Nota per post',
      },
      terms: { '1': 'Per maand', '3': 'Per kwartaal', '6': 'Per halfjaar', '12': 'Per jaar' },
      methodHints: {
        DirectDebit: 'Wij schrijven de premie rond de 28e van de maand af van {{iban}}.',
        iDeal: 'U ontvangt per termijn een iDEAL-betaallink. Kiest u iDEAL, dan ontvangt u uw post voortaan digitaal in uw berichtenbox.',
        Mail: 'U ontvangt per termijn een nota per post en maakt het bedrag zelf over. Dit kost {{cost}} per nota.',
      },
      noKnownIban: 'Automatische incasso kunt u kiezen zodra wij uw rekeningnummer kennen. Geef eerst hieronder uw rekeningnummer door.',
      mandateTitle: 'Machtiging automatische incasso',
      mandate:
        'Door op Opslaan te klikken geeft u toestemming om doorlopende incasso-opdrachten te sturen naar uw bank om de premie van uw rekening af te schrijven, en aan uw bank om dat te doen. Bent u het niet eens met een afschrijving, dan kunt u die laten terugboeken: neem binnen 8 weken na de afschrijving contact op met uw bank.',
      idealDigital: 'Let op: met iDEAL ontvangt u uw post digitaal. Uw voorkeur voor post op papier vervalt.',
      term: 'Betaaltermijn',
      termDiscount: '{{discount}}% korting',
      termNoDiscount: 'Geen korting',
      termNoDiscountInline: 'geen korting',
      termPremium: '{{premium}} {{term}}, {{discount}}',
      termUnits: { '1': 'per maand', '3': 'per kwartaal', '6': 'per halfjaar', '12': 'per jaar' },
      termBlocked: {
        'payment-deficit': 'U kunt de betaaltermijn nu niet wijzigen, omdat er een betalingsachterstand is.',
        'not-yet-possible': 'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer zodra de pakketten voor volgend jaar worden aangeboden (tot en met 31 januari).',
      },
      termCurrent: 'Uw betaaltermijn: {{term}}',
      termWithoutNotShown_one:
        'De bedragen zijn zonder de premie van {{count}} verzekerde die u hier niet ziet (16 jaar of ouder, met een eigen account). Die staat ook op uw rekening, met dezelfde termijn en korting.',
      termWithoutNotShown_other:
        'De bedragen zijn zonder de premie van {{count}} verzekerden die u hier niet ziet (16 jaar of ouder, met een eigen account). Die staat ook op uw rekening, met dezelfde termijn en korting.',
      save: 'Opslaan',
      saving: 'Bezig met opslaan…',
      ibanForm: 'Rekeningnummer',
      iban: 'Rekeningnummer (IBAN) waarvan u betaalt',
      ibanHint: 'Nu: {{iban}}',
      saveIban: 'Rekeningnummer opslaan',
      saved: 'Uw betaalgegevens zijn gewijzigd.',
      ibanSaved: 'Uw rekeningnummer is gewijzigd.',
      reimbursementIbanForm: 'Rekeningnummer voor vergoedingen',
      reimbursementIban: 'Rekeningnummer (IBAN) waarop u vergoedingen ontvangt',
      reimbursementIbanUnknown: 'Wij kennen nog geen rekeningnummer voor uw vergoedingen.',
      saveReimbursementIban: 'Rekeningnummer voor vergoedingen opslaan',
      reimbursementIbanSaved: 'Uw rekeningnummer voor vergoedingen is gewijzigd.',
      errorSaving: 'Het opslaan van uw betaalgegevens is niet gelukt. Probeer het later opnieuw.',
    },
  },
};

export const texts = [paymentDetailsEditPageTexts];
