import { Skeleton } from '@/shared/ui/skeleton';
import { fullLastNameOf, fullNameOf } from '@/entities/customer';
import { PersonalDetailsForm } from '@/features/edit-personal-details';
import { useTranslation } from '@/shared/i18n';
import { formatFieldDate } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { useIsExtraSmallScreen } from '@/shared/ui/short-name';
import { shortenName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $isAccountHolder, $person, $status } from '../model/personal-info-edit-page';

/** persoonlijke-gegevens-wijzigen: address and contact info of the user or a co-insured under 16. */
export function PersonalInfoEditPage() {
  const { t } = useTranslation();
  const { person, isAccountHolder, status } = useUnit({ person: $person, isAccountHolder: $isAccountHolder, status: $status });
  // "Names shortened to 36 characters (9 on extra-small screens)" (spec 01 §9), also in this heading
  const isExtraSmallScreen = useIsExtraSmallScreen();
  const title =
    person && !isAccountHolder
      ? t('pages.personalInfoEdit.titleFor', { name: shortenName(fullNameOf(person), { isExtraSmallScreen }) })
      : t('pages.personalInfoEdit.title');
  const cancel = (
    <Link to={routeUrl('personal-info')} className="button button--secondary">
      {t('pages.personalInfoEdit.cancel')}
    </Link>
  );
  return (
    <Page title={title}>
      {status === 'pending' && <Skeleton label={t('app.loading')} heading lines={6} />}
      {status === 'fail' && (
        <>
          <p className="details-message" role="alert">{t('pages.personalInfoEdit.loadFailed')}</p>
          <p>
            <Link to={routeUrl('personal-info')}>{t('pages.personalInfoEdit.back')}</Link>
          </p>
        </>
      )}
      {status === 'done' && person && (
        <>
          <DetailsList
            items={[
              { term: t('entities.customer.firstName'), description: person.firstName },
              { term: t('entities.customer.lastName'), description: fullLastNameOf(person) },
              { term: t('entities.customer.birthDate'), description: formatFieldDate(person.birthDate) },
              { term: t('entities.customer.gender'), description: t(`entities.customer.genders.${person.gender}`) },
            ]}
          />
          <p className="details-note">{t('pages.personalInfoEdit.register')}</p>
          <PersonalDetailsForm cancel={cancel} />
        </>
      )}
    </Page>
  );
}
