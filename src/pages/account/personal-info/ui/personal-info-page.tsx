import { Skeleton } from '@/shared/ui/skeleton';
import { $permissions, $user } from '@/entities/session';
import { addressLines, fullLastNameOf, fullNameOf, type CustomerDetails } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { formatCountryName, formatFieldDate } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList, DetailsSection } from '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { formatInsuranceNumber, formatPhoneNumberForReading } from '@portal/domain';
import { ShortName } from '@/shared/ui/short-name';
import { useUnit } from 'effector-react';
import { $persons, $policyNumbers, $status } from '../model/personal-info-page';

function PersonDetails({ person, isAccountHolder, mayEdit, policyNumber }: { person: CustomerDetails; isAccountHolder: boolean; mayEdit: boolean; policyNumber: string | undefined }) {
  const { t } = useTranslation();
  const name = fullNameOf(person);
  const [line1, line2] = addressLines(person.address);
  const country = person.address.country === 'NL' ? null : formatCountryName(person.address.country);
  const unknown = <span className="details-list__unknown">{t('entities.customer.unknown')}</span>;
  return (
    <DetailsSection
      id={`persoon-${person.customerNumber}`}
      title={<ShortName name={name} render={(shown) => (isAccountHolder ? `${shown} (${t('pages.personalInfo.you')})` : shown)} />}
      action={
        mayEdit && (
          <Link
            className="button button--secondary"
            to={routeUrl('personal-info-edit', undefined, isAccountHolder ? {} : { klantnummer: person.customerNumber })}
            aria-label={t('pages.personalInfo.edit', { name })}
          >
            {t('pages.personalInfo.editShort')}
          </Link>
        )
      }
    >
      <DetailsList
        items={[
          { term: t('entities.customer.role'), description: t(`entities.customer.roles.${person.role}`) },
          ...(policyNumber ? [{ term: t('pages.personalInfo.policyNumber'), description: formatInsuranceNumber(policyNumber), testId: 'policy-number' }] : []),
          { term: t('entities.customer.initials'), description: person.initials ?? unknown },
          { term: t('entities.customer.firstName'), description: person.firstName },
          { term: t('entities.customer.lastName'), description: fullLastNameOf(person), testId: 'full-last-name' },
          { term: t('entities.customer.birthDate'), description: formatFieldDate(person.birthDate) },
          { term: t('entities.customer.gender'), description: t(`entities.customer.genders.${person.gender}`) },
          {
            term: t('entities.customer.address'),
            testId: 'address',
            description: (
              <>
                {line1}
                <br />
                {line2}
                {country && (
                  <>
                    <br />
                    {country}
                  </>
                )}
              </>
            ),
          },
          { term: t('entities.customer.emailAddress'), description: person.emailAddress ?? unknown, testId: 'email' },
          { term: t('entities.customer.phoneNumber'), description: person.phoneNumber === null ? unknown : formatPhoneNumberForReading(person.phoneNumber), testId: 'phone' },
        ]}
      />
    </DetailsSection>
  );
}

/** persoonlijke-gegevens: the insured persons the user may see, with address and contact info. */
export function PersonalInfoPage() {
  const { t } = useTranslation();
  const { persons, status, user, permissions, policyNumbers } = useUnit({
    persons: $persons,
    status: $status,
    user: $user,
    permissions: $permissions,
    policyNumbers: $policyNumbers,
  });
  return (
    <Page title={t('pages.personalInfo.title')}>
      <p>{t('pages.personalInfo.intro')}</p>
      {status === 'loading' && <Skeleton label={t('app.loading')} heading lines={8} />}
      {status === 'failed' && <p className="details-message" role="alert">{t('pages.personalInfo.loadFailed')}</p>}
      {status === 'ready' && persons.length === 0 && <p>{t('pages.personalInfo.nobody')}</p>}
      {status === 'ready' &&
        persons.map((person) => (
          <PersonDetails
            key={person.customerNumber}
            person={person}
            isAccountHolder={person.customerNumber === user?.customerNumber}
            mayEdit={permissions.mayUpdatePersonalDetails}
            policyNumber={policyNumbers[person.customerNumber]}
          />
        ))}
      {status === 'ready' && persons.length > 1 && <p className="details-note">{t('pages.personalInfo.privacy')}</p>}
    </Page>
  );
}
