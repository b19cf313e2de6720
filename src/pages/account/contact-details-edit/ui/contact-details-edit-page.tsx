import { Skeleton } from '@/shared/ui/skeleton';
import { ContactDetailsForm } from '@/features/edit-contact-details';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { $status } from '../model/contact-details-edit-page';

/** contactgegevens-wijzigen: e-mail address, digital or paper post, newsletter and announcements. */
export function ContactDetailsEditPage() {
  const { t } = useTranslation();
  const status = useUnit($status);
  return (
    <Page title={t('pages.contactDetailsEdit.title')}>
      <p>{t('pages.contactDetailsEdit.intro')}</p>
      {status === 'pending' && <Skeleton label={t('app.loading')} heading lines={4} />}
      {status === 'fail' && <p className="details-message" role="alert">{t('pages.contactDetailsEdit.loadFailed')}</p>}
      {status === 'done' && (
        <ContactDetailsForm
          cancel={
            <Link to={routeUrl('settings')} className="button button--secondary">
              {t('pages.contactDetailsEdit.cancel')}
            </Link>
          }
        />
      )}
    </Page>
  );
}
