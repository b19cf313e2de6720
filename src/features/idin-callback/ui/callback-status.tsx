import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { $status } from '../model/callback';

/** While the bank's answer is processed: a status; if it stays (a repeated return point), a way on. */
export function CallbackStatus() {
  const { t } = useTranslation();
  const status = useUnit($status);
  if (status === 'done') {
    return (
      <p>
        {t('features.idinCallback.done')} <Link to={routeUrl('login')}>{t('features.idinCallback.toLogin')}</Link>
      </p>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {t('features.idinCallback.processing')}
    </p>
  );
}
