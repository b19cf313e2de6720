import type { SliceTexts } from '@/shared/i18n';

/** Texts of the contact form (`contactformulier`), loaded with its chunk. */
export const contactFormTexts = {
  pages: {
    contactForm: {
      title: 'Contactformulier',
      intro: 'Stel uw vraag aan onze klantenservice. U krijgt binnen 5 werkdagen antwoord per e-mail, dus uiterlijk op {{date}}.',
      steps: { vraag: 'Uw vraag', controle: 'Controleren en versturen' },
      person: 'Over wie gaat uw vraag?',
      personHint: 'U kunt een vraag stellen voor uzelf en voor uw meeverzekerde kinderen onder 16 jaar.',
      bornOn: 'Geboren op {{date}}',
      onlyPerson: 'Uw vraag gaat over {{name}}.',
      topic: 'Onderwerp',
      topicPlaceholder: 'Kies een onderwerp',
      coverageTip: 'Wilt u weten of uw verzekering iets vergoedt? Zoek het direct op bij Wat wordt vergoed?',
      topics: {
        'submitted-declaration': 'Een ingediende declaratie',
        'submitted-declaration-foreign': 'Een ingediende declaratie uit het buitenland',
        'my-own-risk': 'Mijn eigen risico',
        invoice: 'Een rekening of betaling',
        'my-payment-arrangement': 'Mijn betalingsregeling',
        'my-health-insurance': 'Mijn zorgverzekering',
        'my-reimbursements': 'Mijn vergoedingen',
        'policy-edit': 'Mijn polis wijzigen',
        'add-insured': 'Iemand bijschrijven op mijn polis',
        'file-complaint': 'Een klacht indienen',
      },
      question: 'Uw vraag',
      questionHint: 'Vermeld geen medische gegevens die niet nodig zijn voor uw vraag.',
      counter: 'U heeft nog {{remaining}} van de {{max}} tekens over.',
      files: 'Bijlagen',
      filesHint: 'Bijvoorbeeld een nota of een brief. Toegestaan: {{types}}; samen maximaal 20 MB.',
      email: 'E-mailadres',
      emailHint: 'Hierop krijgt u ons antwoord.',
      phoneNumber: 'Telefoonnummer',
      // the shared phone hint (forms.phoneHint), with what this number is for
      phoneHint: 'Als wij u willen terugbellen. $t(forms.phoneHint)',
      summaryIntro: 'Controleer uw vraag voordat u hem verstuurt.',
      what: {
        person: 'de verzekerde',
        topic: 'het onderwerp',
        question: 'uw vraag',
        files: 'de bijlagen',
        email: 'uw e-mailadres',
        phoneNumber: 'uw telefoonnummer',
      },
      noPhoneNumber: 'Niet opgegeven',
      send: 'Vraag versturen',
      sending: 'Bezig met versturen…',
      // the popup's title says it was sent; the body goes on with what comes next
      sent: 'U krijgt binnen 5 werkdagen antwoord per e-mail, uiterlijk op {{date}}.',
      receipt: {
        title: 'Uw vraag is verstuurd',
        topic: 'Onderwerp',
        person: 'Over',
        receivedAt: 'Verstuurd op',
        replyBefore: 'Antwoord uiterlijk',
        myRequests: 'Bekijk mijn aanvragen',
        close: 'Naar Contact opnemen',
      },
      errorSaving: 'Het versturen van uw vraag is niet gelukt. Uw antwoorden zijn bewaard; probeer het later opnieuw.',
      loadFailed: 'Uw gegevens konden niet worden geladen. Probeer het later opnieuw.',
      loading: 'Het formulier wordt geladen…',
      errors: {
        'person-required': 'Kies over wie uw vraag gaat.',
        'topic-required': 'Kies een onderwerp.',
        'question-required': 'Vul uw vraag in.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [contactFormTexts];
