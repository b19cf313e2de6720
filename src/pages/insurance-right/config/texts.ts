import type { SliceTexts } from '@/shared/i18n';

/** Texts of the yearly insurance-right check (`verzekeringsrecht`), loaded with its chunk. */
export const insuranceRightTexts = {
  pages: {
    insuranceRight: {
      title: 'Controle verzekeringsrecht',
      intro: 'U woont in het buitenland. Daarom controleren wij elk jaar of u recht heeft op de Nederlandse zorgverzekering. Beantwoord de vragen hieronder over de afgelopen 12 maanden.',
      steps: { vragen: 'Uw situatie', controle: 'Controleren en versturen' },
      hasDutchIncome: 'Heeft u inkomen uit werk in Nederland?',
      hasDutchIncomeHint: 'Bijvoorbeeld loon van een Nederlandse werkgever.',
      hasBenefit: 'Heeft u een uitkering of pensioen uit Nederland?',
      hasBenefitHint: 'Bijvoorbeeld AOW, WIA, WW of een pensioen van een Nederlands pensioenfonds.',
      hasOtherIncome: 'Heeft u ander inkomen?',
      hasOtherIncomeHint: 'Bijvoorbeeld inkomen uit werk of een uitkering in het land waar u woont.',
      isSelfEmployed: 'Bent u zelfstandig ondernemer in Nederland?',
      lastDutchIncome: 'In welk jaar had u voor het laatst inkomen uit Nederland?',
      lastDutchIncomeHint: 'Wij vragen dit omdat u geen inkomen, uitkering of onderneming in Nederland heeft. Bijvoorbeeld 2019.',
      noneYesTitle: 'Nee op de vragen over Nederland: wat betekent dat?',
      noneYes:
        'U heeft geen inkomen uit werk, geen uitkering of pensioen en geen onderneming in Nederland. Als inwoner van een ander land heeft u dan meestal geen recht meer op de Nederlandse zorgverzekering. Wij beoordelen uw situatie aan de hand van uw antwoorden en het jaar van uw laatste inkomen uit Nederland, en laten u daarna schriftelijk weten wat dit voor uw verzekering betekent. Klopt een antwoord niet helemaal, of twijfelt u? Neem dan contact met ons op voordat u verstuurt.',
      files: 'Bewijsstukken',
      filesHint: 'Bijvoorbeeld een jaaropgave of een beschikking van uw uitkering. Toegestaan: {{types}}; samen maximaal 20 MB.',
      yes: 'Ja',
      no: 'Nee',
      summaryIntro: 'Controleer uw antwoorden voordat u ze verstuurt.',
      what: {
        hasDutchIncome: 'uw antwoord over inkomen uit werk',
        hasBenefit: 'uw antwoord over een uitkering of pensioen',
        hasOtherIncome: 'uw antwoord over ander inkomen',
        isSelfEmployed: 'uw antwoord over ondernemen',
        lastDutchIncome: 'het jaar van uw laatste inkomen',
        files: 'de bewijsstukken',
      },
      send: 'Controle versturen',
      sending: 'Bezig met versturen…',
      sent: 'Bedankt. Wij hebben uw antwoorden ontvangen. U hoeft de controle dit jaar niet opnieuw te doen.',
      receipt: {
        title: 'Uw controle is verstuurd',
        receivedAt: 'Verstuurd op',
        reference: 'Kenmerk',
        answers: {
          hasDutchIncome: 'Inkomen uit werk in Nederland',
          hasBenefit: 'Uitkering of pensioen uit Nederland',
          hasOtherIncome: 'Ander inkomen',
          isSelfEmployed: 'Zelfstandig ondernemer in Nederland',
          lastDutchIncome: 'Laatste inkomen uit Nederland',
          files: 'Bewijsstukken',
        },
        noFiles: 'Geen',
        meaning: {
          'none-yes':
            'U heeft geen inkomen uit werk, geen uitkering of pensioen en geen onderneming in Nederland. Als inwoner van een ander land heeft u dan meestal geen recht meer op de Nederlandse zorgverzekering. Wij beoordelen uw situatie en laten u uiterlijk {{date}} schriftelijk weten wat dit voor uw verzekering betekent. Tot dan verandert er niets aan uw verzekering.',
          'some-yes':
            'U heeft inkomen uit werk, een uitkering of pensioen, of een onderneming in Nederland. Daarmee houdt u meestal recht op de Nederlandse zorgverzekering. Wij beoordelen uw antwoorden uiterlijk {{date}}. Alleen als uw verzekering daardoor verandert, krijgt u van ons bericht.',
        },
        findLater: 'U vindt deze controle terug onder Mijn aanvragen.',
        myRequests: 'Bekijk mijn aanvragen',
        close: 'Naar mijn overzicht',
      },
      errorSaving: 'Het versturen van uw antwoorden is niet gelukt. Uw antwoorden zijn bewaard; probeer het later opnieuw.',
      errors: {
        hasDutchIncome: 'Geef aan of u inkomen uit werk in Nederland heeft.',
        hasBenefit: 'Geef aan of u een uitkering of pensioen uit Nederland heeft.',
        hasOtherIncome: 'Geef aan of u ander inkomen heeft.',
        isSelfEmployed: 'Geef aan of u zelfstandig ondernemer in Nederland bent.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [insuranceRightTexts];
