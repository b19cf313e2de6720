import { useTranslation } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import { $progress, STEP_COUNT } from '../model/wizard';

const NUMBERS = Array.from({ length: STEP_COUNT }, (_, index) => index + 1);

/**
 * The five steps as an ordered list: the current one marked with
 * aria-current="step", finished ones said to be done (also to screen readers).
 */
export function StepIndicator() {
  const { t } = useTranslation();
  const { current, identifiedByBank } = useUnit($progress);
  if (current === null) return null;
  return (
    <ol className="step-indicator" aria-label={t('features.registerAccount.steps.label')}>
      {NUMBERS.map((number) => {
        const isDone = number < current;
        const isCurrent = number === current;
        const name = t(`features.registerAccount.steps.names.${number}`);
        const status = isDone
          ? number === 1 && identifiedByBank
            ? t('features.registerAccount.steps.byBank')
            : t('features.registerAccount.steps.done')
          : null;
        return (
          <li
            key={number}
            className={`step-indicator__item${isDone ? ' step-indicator__item--done' : ''}${isCurrent ? ' step-indicator__item--current' : ''}`}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {isDone ? '✓' : number}
            </span>
            <span className="step-indicator__name" aria-hidden="true">
              {name}
            </span>
            <span className="visually-hidden">
              {status
                ? t('features.registerAccount.steps.itemWithStatus', { number: String(number), count: String(STEP_COUNT), name, status })
                : t('features.registerAccount.steps.item', { number: String(number), count: String(STEP_COUNT), name })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
