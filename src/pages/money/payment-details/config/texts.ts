import type { SliceTexts } from '@/shared/i18n';

/** The payment-details slice's own texts (nl-NL), loaded with its chunk. */
export const paymentDetailsPageTexts: SliceTexts = {
  pages: {
    paymentDetails: {
      title: 'Betaal- en rekeninggegevens',
      intro: 'Hoe u de premie en het eigen risico betaalt, en op welke rekening wij vergoedingen overmaken.',
      agreement: 'Overeenkomst {{number}}',
      ended: 'Deze overeenkomst is beëindigd. U kunt de gegevens alleen bekijken.',
      loading: 'De betaalgegevens worden geladen…',
      failed: 'De betaalgegevens kunnen nu niet worden getoond. Probeer het later opnieuw.',
      none: 'Er zijn geen overeenkomsten met betaalgegevens.',
      premium: 'Premie',
      excess: 'Eigen risico',
      paymentMethod: 'Betaalwijze',
      paymentMethodExcess: 'Betaalwijze eigen risico',
      paymentTerm: 'Betaaltermijn',
      discount: 'Korting',
      discountValue: '{{discount}}% korting',
      noDiscount: 'Geen korting',
      excessLimit: 'Maximaal eigen risico',
      ibanPayedByInsured: 'Rekeningnummer waarvan u betaalt',
      ibanReceivedByInsured: 'Rekeningnummer voor vergoedingen',
      ibanExcess: 'Rekeningnummer voor het eigen risico',
      ibanUnknown: 'Niet bekend',
      mandate: 'Machtiging automatische incasso',
      mandates: {
        given: 'Afgegeven',
        'given-until-change': 'Afgegeven, tot {{effectiveFrom}}',
        'not-given': 'Niet afgegeven',
        'required-not-given': 'Niet afgegeven, terwijl automatische incasso voor uw polis verplicht is',
      },
      methods: {
        DirectDebit: 'Automatische incasso',
        iDeal: 'iDEAL-betaallink',
        Mail: 'Nota per post',
        BOR: 'Via werkgever (BOR)',
        TPS: 'Via tussenpersoon (TPS)',
      },
      terms: {
        '1': 'Per maand',
        '3': 'Per kwartaal',
        '6': 'Per halfjaar',
        '12': 'Per jaar',
      },
      scheduledChange: 'Uw nieuwe betaalwijze en betaaltermijn gaan in op {{effectiveFrom}}. Tot die datum betaalt u zoals eerder: {{method}}, {{term}}.',
      /** a method inside a sentence: no capital after the colon */
      methodsInSentence: { DirectDebit: 'automatische incasso', iDeal: 'met een iDEAL-betaallink', Mail: 'met een nota per post' },
      termsInSentence: {
        '1': 'per maand',
        '3': 'per kwartaal',
        '6': 'per halfjaar',
        '12': 'per jaar',
      },
      changes: {
        method: 'Wijzig uw betaalwijze of betaaltermijn',
        ibanPayedByInsured: 'Wijzig het rekeningnummer waarvan u betaalt',
        ibanReceivedByInsured: 'Wijzig het rekeningnummer voor vergoedingen',
      },
      changeFor: '{{change}} (overeenkomst {{number}})',
    },
  },
};

export const texts = [paymentDetailsPageTexts];
