import type { SliceTexts } from '@/shared/i18n';

/** The dental questionnaire's texts (nl-NL), loaded with the chunks that show it. */
export const dentalMedicalSelectionTexts: SliceTexts = {
  features: {
    dentalMedicalSelection: {
      formName: 'Vragenlijst medische selectie tandarts',
      yes: 'Ja',
      no: 'Nee',
      // each question asks the user ("u"), or with the context `person` names the one it is about (a partner, a child)
      orthodonticsWithinTwoYears: 'Verwacht u binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?',
      orthodonticsWithinTwoYears_person: 'Verwacht {{name}} binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?',
      dentistLastTwoYears: 'Bent u de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?',
      dentistLastTwoYears_person: 'Is {{name}} de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?',
      hasCongenitalDentalDefect: 'Heeft u een aangeboren afwijking aan uw gebit?',
      hasCongenitalDentalDefect_person: 'Heeft {{name}} een aangeboren afwijking aan het gebit?',
      congenitalDentalDefectMessage: 'Welke aangeboren afwijking heeft u?',
      congenitalDentalDefectMessage_person: 'Welke aangeboren afwijking heeft {{name}}?',
      congenitalDentalDefectHint: 'Met een aangeboren afwijking aan uw gebit kunnen wij u helaas niet accepteren voor deze verzekering.',
      congenitalDentalDefectHint_person: 'Met een aangeboren afwijking aan het gebit kunnen wij {{name}} helaas niet accepteren voor deze verzekering.',
      extracted4OrMoreTeeth: 'Zijn er bij u 4 of meer tanden of kiezen getrokken?',
      extracted4OrMoreTeeth_person: 'Zijn er bij {{name}} 4 of meer tanden of kiezen getrokken?',
      numberOfMissingTeeth: 'Hoeveel tanden of kiezen ontbreken er bij u?',
      numberOfMissingTeeth_person: 'Hoeveel tanden of kiezen ontbreken er bij {{name}}?',
      numberOfMissingTeethHint: 'Vul 0 in als er geen ontbreken.',
      treatments: 'Verwacht u een of meer van deze behandelingen?',
      treatments_person: 'Verwacht {{name}} een of meer van deze behandelingen?',
      treatmentOptions: {
        fillings: '6 of meer vullingen',
        crowns: 'Kronen',
        bridges: 'Bruggen',
        implants: 'Implantaten',
        dentures: 'Een kunstgebit',
        'gum-treatment': 'Een tandvleesbehandeling',
        none: 'Nee, geen van deze behandelingen',
      },
      acceptedTermsAndConditions: 'Ik heb de vragen naar waarheid beantwoord en ga akkoord met de voorwaarden van de medische selectie (datum {{date}}).',
      submit: 'Vragenlijst versturen',
      sending: 'Bezig met versturen…',
      errorSaving: 'Het versturen van de vragenlijst is niet gelukt. Probeer het later opnieuw.',
      /** the server's refusal (400), in its own words */
      refused: 'Uw vragenlijst is niet verwerkt. {{reason}}',
      /** the rules the server names in its refusal */
      refusals: {
        hasDeniedMedicalSelection: 'Uw vragenlijst is niet verwerkt: er is intussen al een medische selectie afgewezen. Een nieuwe aanvraag is daarom niet mogelijk. U kunt wel een tandartsverzekering zonder medische selectie kiezen.',
        'payment-deficit': 'Uw vragenlijst is niet verwerkt: u kunt uw polis nu niet wijzigen, omdat er een betalingsachterstand is.',
        'ended-policy': 'Uw vragenlijst is niet verwerkt: uw polis is beëindigd.',
        'not-yet-possible': 'Uw vragenlijst is niet verwerkt: het wijzigen van uw polis voor dit jaar is nu niet meer mogelijk.',
      },
      errors: {
        'missing-teeth-invalid': 'Vul een heel getal van 0 tot en met 32 in.',
        'treatment-required': 'Kies een of meer behandelingen, of kies "Nee, geen van deze behandelingen".',
        'treatment-and-none': 'Kies behandelingen of "geen van deze behandelingen", niet allebei.',
        'treatment-unknown': 'Kies alleen behandelingen uit de lijst.',
        'terms-not-accepted': 'Ga akkoord met de voorwaarden om de vragenlijst te versturen.',
      },
      // the overlays of the flow (spec 02 §2 "Overlays: medical selection, denial reason, rejected"), for edit policy and adding insured alike
      overlays: {
        questionnaire: {
          title: 'Medische selectie voor {{name}}',
          text: 'U kiest voor {{name}} (geboren {{birthDate}}) een tandartsverzekering met medische selectie. Beantwoord eerst de vragen hieronder.',
          oldValue: 'Huidige keuze',
          newValue: 'Nieuwe keuze',
          none: 'Geen tandartsverzekering',
          cancel: 'Annuleren',
        },
        denial: {
          title: 'Deze tandartsverzekering kunt u niet kiezen',
          text: 'Voor {{name}} (geboren {{birthDate}}) is eerder een medische selectie afgewezen. U kunt daarom alleen een tandartsverzekering zonder medische selectie kiezen.',
          close: 'Sluiten',
        },
        rejected: {
          title: 'Medische selectie afgewezen',
          text: 'Op basis van de antwoorden kunnen wij {{name}} (geboren {{birthDate}}) helaas niet accepteren voor {{packageName}}. Wij hebben uw keuze teruggezet. U kunt wel een tandartsverzekering zonder medische selectie kiezen.',
          close: 'Sluiten',
        },
      },
    },
  },
};
