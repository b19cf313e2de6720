import { useTranslation } from '@/shared/i18n';
import { Dialog } from '@/shared/ui/dialog';
import { useUnit } from 'effector-react';
import type { MedicalSelectionFlow } from '../model/flow';
import { DentalQuestionnaire } from './dental-questionnaire';
import './medical-selection-overlays.css';

/** A person as the overlays name them: the name and the birth date as shown. */
export interface OverlayPerson {
  name: string;
  birthDate: string;
}

/**
 * The three overlays of the medical selection flow (spec 02 §2 "Overlays:
 * medical selection, denial reason, rejected"), for the flow a page made
 * with `createMedicalSelectionFlow`; `personOf` names a person by customer
 * number (or a newly insured person's form id).
 */
export function MedicalSelectionOverlays({ flow, personOf }: { flow: MedicalSelectionFlow; personOf: (customerNumber: string) => OverlayPerson | null }) {
  const { t } = useTranslation();
  const model = useUnit({
    denial: flow.$denialOverlay,
    asking: flow.$questionnaireOverlay,
    rejected: flow.$rejectedOverlay,
    onDenialClose: flow.denialClosed,
    onCancel: flow.cancelled,
    onRejectedClose: flow.rejectedClosed,
  });
  const who = (customerNumber: string | undefined) => (customerNumber === undefined ? null : personOf(customerNumber)) ?? { name: '', birthDate: '' };
  const asked = who(model.asking?.choice.customerNumber);
  return (
    <>
      <Dialog
        isOpen={model.asking !== null}
        title={t('features.dentalMedicalSelection.overlays.questionnaire.title', { name: asked.name })}
        onClose={() => model.onCancel()}
        closeLabel={t('features.dentalMedicalSelection.overlays.questionnaire.cancel')}
        size="large"
      >
        <p>{t('features.dentalMedicalSelection.overlays.questionnaire.text', { name: asked.name, birthDate: asked.birthDate })}</p>
        <dl className="medical-selection-change" data-testid="medical-selection-change">
          <div>
            <dt>{t('features.dentalMedicalSelection.overlays.questionnaire.oldValue')}</dt>
            <dd>{model.asking?.oldValue ?? t('features.dentalMedicalSelection.overlays.questionnaire.none')}</dd>
          </div>
          <div>
            <dt>{t('features.dentalMedicalSelection.overlays.questionnaire.newValue')}</dt>
            <dd>{model.asking?.newValue}</dd>
          </div>
        </dl>
        {model.asking && (
          <DentalQuestionnaire
            personName={asked.name}
            actions={
              <button type="button" className="button button--secondary" onClick={() => model.onCancel()}>
                {t('features.dentalMedicalSelection.overlays.questionnaire.cancel')}
              </button>
            }
          />
        )}
      </Dialog>
      <Dialog
        isOpen={model.denial !== null}
        title={t('features.dentalMedicalSelection.overlays.denial.title')}
        onClose={() => model.onDenialClose()}
        size="small"
        initialFocus="title"
        actions={
          <button type="button" className="button button--primary" onClick={() => model.onDenialClose()}>
            {t('features.dentalMedicalSelection.overlays.denial.close')}
          </button>
        }
      >
        <p>{t('features.dentalMedicalSelection.overlays.denial.text', { ...who(model.denial?.customerNumber) })}</p>
      </Dialog>
      <Dialog
        isOpen={model.rejected !== null}
        title={t('features.dentalMedicalSelection.overlays.rejected.title')}
        onClose={() => model.onRejectedClose()}
        size="small"
        initialFocus="title"
        actions={
          <button type="button" className="button button--primary" onClick={() => model.onRejectedClose()}>
            {t('features.dentalMedicalSelection.overlays.rejected.close')}
          </button>
        }
      >
        <p data-testid="medical-selection-rejected">
          {t('features.dentalMedicalSelection.overlays.rejected.text', { ...who(model.rejected?.customerNumber), packageName: model.rejected?.packageName ?? '' })}
        </p>
      </Dialog>
    </>
  );
}
