import { dentalMedicalSelectionTexts } from '@/features/dental-medical-selection/index.texts';
import type { SliceTexts } from '@/shared/i18n';

/** The medische-selectie page's own texts (nl-NL), loaded with its chunk. */
export const medicalSelectionPageTexts: SliceTexts = {
  pages: {
    medicalSelection: {
      title: 'Medische selectie tandartsverzekering {{year}}',
      intro: 'Wilt u {{package}} kiezen? Dan beantwoordt u eerst de vragen over uw gebit. Daarna ziet u direct of u deze verzekering kunt kiezen.',
      loading: 'Uw gegevens worden geladen…',
      failed: 'Uw gegevens kunnen nu niet worden getoond. Probeer het later opnieuw.',
      denied: 'U kunt uw polis voor {{year}} nu niet wijzigen, en dus ook geen medische selectie aanvragen.',
      noPackage: 'Er is voor {{year}} geen tandartsverzekering met medische selectie.',
      noPersons: 'Er is op deze polis niemand van 18 jaar of ouder voor wie u een tandartsverzekering kunt kiezen.',
      person: 'Voor wie vult u de vragenlijst in?',
      personOption: '{{name}}, geboren {{birthDate}}',
      blocked: 'Voor {{name}} is eerder een medische selectie afgewezen. Een nieuwe aanvraag is daarom niet mogelijk. U kunt wel een tandartsverzekering zonder medische selectie kiezen.',
      approved: {
        title: 'U bent geaccepteerd',
        text: '{{name}} kan {{package}} kiezen. Ga verder met het wijzigen van uw polis; wij hebben {{package}} daar alvast voor u gekozen.',
        next: 'Verder met polis wijzigen',
      },
      rejected: {
        title: 'Medische selectie afgewezen',
        text: 'Op basis van de antwoorden kunnen wij {{name}} helaas niet accepteren voor {{package}}. U kunt wel een tandartsverzekering zonder medische selectie kiezen.',
        next: 'Terug naar polis wijzigen',
      },
      back: 'Terug naar polis wijzigen',
    },
  },
};

export const texts = [medicalSelectionPageTexts, dentalMedicalSelectionTexts];
