import { customerTexts } from '@/entities/customer';
import type { SliceTexts } from '@/shared/i18n';
import { requestFlowTexts } from '@/widgets/request-flow';

const distance = { '15': 'Binnen 15 km', '50': 'Binnen 50 km', '100': 'Binnen 100 km', unlimited: 'Afstand maakt niet uit' };
const waitingTimeUnit = { months: 'Maanden', weeks: 'Weken' };

/** Texts of zorgbemiddeling-aanvragen, loaded with its chunk. */
export const careMediationTexts = {
  pages: {
    careMediation: {
      title: 'Zorgbemiddeling aanvragen',
      intro:
        'Moet u lang wachten op zorg, of vindt u geen zorgverlener? Onze zorgbemiddelaars zoeken met u mee. Kies waarvoor u bemiddeling wilt; wij nemen binnen 5 werkdagen contact met u op.',
      flowLegend: 'Waarvoor zoekt u zorgbemiddeling?',
      flows: {
        'general-practitioner': 'Een huisarts',
        'maternity-care': 'Kraamzorg',
        'medical-specialist': 'Een medisch specialist',
        'district-nursing': 'Wijkverpleging',
        'mental-health': 'Geestelijke gezondheidszorg (ggz)',
      },
      flowHints: {
        'general-practitioner': 'Alleen voor uzelf.',
        'maternity-care': 'Vraag kraamzorg aan tot 1 jaar voor de uitgerekende datum.',
        'medical-specialist': 'Bijvoorbeeld als de wachttijd in het ziekenhuis te lang is.',
        'district-nursing': 'Verpleging of persoonlijke verzorging thuis.',
        'mental-health': 'Alleen voor uzelf, vanaf 18 jaar.',
      },
      person: 'Voor wie vraagt u zorgbemiddeling aan?',
      personHint: 'U ziet alleen de verzekerden voor wie u deze aanvraag mag doen.',
      onlyPerson: 'U vraagt zorgbemiddeling aan voor {{name}}.',
      files: 'Bijlagen',
      fields: {
        reason: 'Waarom zoekt u een huisarts?',
        distance: 'Hoe ver mag de zorgverlener van uw huis zijn?',
        walkingDistance: 'Maximale loopafstand naar de praktijk in meters',
        dueDate: 'Uitgerekende datum',
        healthcareType: 'Soort zorg',
        waitingTime: 'Hoe lang kunt u nog wachten?',
        waitingTimeUnit: 'In maanden of weken',
        waitingList: 'Staat u al op een wachtlijst?',
        waitingListAgbCode: 'AGB-code van de zorgverlener met de wachtlijst',
        waitingListDistance: 'Afstand tot die zorgverlener in km',
        sickLeave: 'Bent u ziek gemeld bij uw werkgever?',
        sickLeaveDate: 'Datum van uw ziekmelding',
        referrerBigCode: 'BIG-code van uw verwijzer',
        indication: 'Heeft u een indicatie van de wijkverpleegkundige?',
        combinedCareType: 'Welke zorg heeft u nodig?',
        nursingHours: 'Verpleging: uren per week',
        nursingMinutes: 'Verpleging: minuten per week',
        personalCareHours: 'Persoonlijke verzorging: uren per week',
        personalCareMinutes: 'Persoonlijke verzorging: minuten per week',
        timesPerWeek: 'Hoe vaak per week heeft u zorg nodig?',
        startDate: 'Vanaf wanneer heeft u zorg nodig?',
        topic: 'Waarvoor zoekt u hulp?',
        type: 'Soort ggz',
        referral: 'Heeft u een verwijzing?',
        referrerAgbCode: 'AGB-code van uw verwijzer',
        timesPerMonth: 'Hoe vaak per maand wilt u een afspraak?',
        additionalInformation: 'Aanvullende informatie',
      },
      hints: {
        walkingDistance: 'Van 1 tot en met 1000 meter. Laat leeg als dit niet uitmaakt.',
        dueDate: 'Bijvoorbeeld 14-03-2026. Niet meer dan 1 jaar vooruit.',
        waitingTime: 'Maximaal 12 maanden of 52 weken.',
        waitingListAgbCode: 'De AGB-code bestaat uit 8 cijfers. U vindt hem op de brief of website van de zorgverlener.',
        waitingListDistance: 'Van 1 tot en met 400 km.',
        referrerBigCode: 'De BIG-code bestaat uit 11 cijfers. U vindt hem op uw verwijsbrief.',
        nursingHours: 'Uren en minuten samen; minuten van 0 tot en met 59.',
        personalCareHours: 'Uren en minuten samen; minuten van 0 tot en met 59.',
        timesPerWeek: 'Van 1 tot en met 7 keer.',
        startDate: 'Bijvoorbeeld 14-03-2026. Vanaf vandaag tot 1 jaar vooruit.',
        referrerAgbCode: 'De AGB-code bestaat uit 8 cijfers.',
        timesPerMonth: 'Van 1 tot en met 31 keer.',
        additionalInformation: 'Vermeld alleen medische gegevens die nodig zijn voor uw aanvraag.',
      },
      options: {
        reason: {
          moved: 'Ik ben verhuisd',
          'practice-closed': 'Mijn huisarts stopt',
          'practice-full': 'De huisartsen bij mij in de buurt nemen geen patiënten aan',
          other: 'Een andere reden',
        },
        distance,
        healthcareType: {
          'at-home': 'Kraamzorg thuis',
          'birth-centre': 'Kraamzorg in een geboortecentrum',
          orthopaedics: 'Orthopedie',
          cardiology: 'Cardiologie',
          dermatology: 'Dermatologie',
          ophthalmology: 'Oogheelkunde',
          'ear-nose-throat': 'Keel-, neus- en oorheelkunde',
          neurology: 'Neurologie',
          surgery: 'Chirurgie',
          'internal-medicine': 'Interne geneeskunde',
          other: 'Een ander specialisme',
        },
        waitingTimeUnit,
        combinedCareType: { '1': 'Verpleging', '2': 'Persoonlijke verzorging', '3': 'Verpleging en persoonlijke verzorging' },
        topic: {
          depression: 'Somberheid of depressie',
          anxiety: 'Angst of paniek',
          addiction: 'Verslaving',
          'eating-disorder': 'Eetstoornis',
          trauma: 'Trauma',
          other: 'Iets anders',
        },
        type: { basic: 'Basis-ggz', specialist: 'Specialistische ggz' },
      },
      // the popup's title says it was sent; the body goes on with what comes next
      sent: 'Wij nemen binnen 5 werkdagen contact met u op over uw aanvraag voor zorgbemiddeling.',
      errorSaving: 'Het versturen van uw aanvraag is niet gelukt. Uw antwoorden zijn bewaard; probeer het later opnieuw.',
      errors: {
        'flow-required': 'Kies waarvoor u zorgbemiddeling zoekt.',
        'person-required': 'Kies voor wie u zorgbemiddeling aanvraagt.',
        nobody: 'U kunt deze zorgbemiddeling voor niemand op uw polis aanvragen: een huisarts alleen voor uzelf, ggz alleen voor uzelf vanaf 18 jaar.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [careMediationTexts, requestFlowTexts, customerTexts];
