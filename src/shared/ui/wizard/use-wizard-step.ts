import { useTranslation } from '@/shared/i18n';
import type { Wizard } from '@/shared/lib/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';

/**
 * A wizard's step as its page shows it: the step, where it stands, the step text that names the form, the names of
 * all steps for the bar of steps, the back and cancel buttons' events, and the form's submit: next, or `onSend` on the last step (without
 * one, the last step's own form sends when next validates it).
 */
export function useWizardStep<Step extends string>(wizard: Wizard<Step>, stepName: (step: Step) => string, onSend?: () => void) {
  const { t } = useTranslation();
  const view = useUnit({ step: wizard.$step, position: wizard.$position, onNext: wizard.nextClicked, onBack: wizard.backClicked, onCancel: wizard.cancelClicked });
  const stepText = t('forms.wizard.step', { number: view.position.number, count: view.position.count, name: stepName(view.step) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.position.isLast && onSend) onSend();
    else view.onNext();
  };
  return { step: view.step, position: view.position, stepText, stepNames: wizard.steps.map(stepName), submit, onBack: view.onBack, onCancel: view.onCancel };
}
