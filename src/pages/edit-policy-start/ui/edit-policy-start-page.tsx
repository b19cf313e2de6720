import { useTranslation } from '@/shared/i18n';
import { routeUrl } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $failed } from '../model/edit-policy-start-page';

/** `polis-wijzigen`: finds the year and agreement to change and goes there; says so while it looks. */
export function EditPolicyStartPage() {
  const { t } = useTranslation();
  const failed = useUnit($failed);
  return (
    <Page title={t('pages.editPolicyStart.title')}>
      {failed ? (
        <>
          <p className="form-message">{t('pages.editPolicyStart.failed')}</p>
          <p>
            <Link to={routeUrl('policy-overview')}>{t('pages.editPolicyStart.overview')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('pages.editPolicyStart.loading')}</p>
      )}
    </Page>
  );
}
