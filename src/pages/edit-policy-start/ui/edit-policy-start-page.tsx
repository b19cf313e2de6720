import { formatInsuranceNumber } from '@portal/domain';
import { fullNameOf } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { $choices, $failed, type AgreementChoice } from '../model/edit-policy-start-page';
import './edit-policy-start-page.css';

/** One agreement to choose: its number and year, who is insured on it with their policy numbers, and the way to its cards. */
function Choice({ choice }: { choice: AgreementChoice }) {
  const { t } = useTranslation();
  const id = `edit-policy-choice-${choice.agreementId}`;
  return (
    <li className="panel edit-policy-start__choice" data-testid="edit-policy-choice">
      <h2 id={id} className="edit-policy-start__title">
        {t('pages.editPolicyStart.agreement', { number: choice.agreementIdNumber, year: choice.year })}
      </h2>
      <ul className="edit-policy-start__persons">
        {choice.persons.map((person) => (
          <li key={person.customer.customerNumber}>
            {t('pages.editPolicyStart.person', {
              name: fullNameOf({ ...person.customer, birthName: null, prefixBirthName: null }),
              policyNumber: formatInsuranceNumber(person.policyNumber),
            })}
          </li>
        ))}
      </ul>
      <p className="edit-policy-start__action">
        <Link className="button button--primary" to={choice.cardsUrl}>
          {t('pages.editPolicyStart.choose', { number: choice.agreementIdNumber, year: choice.year })}
        </Link>
      </p>
    </li>
  );
}

/** `polis-wijzigen`: finds the year and agreement to change and goes there; with several, lets the user choose. */
export function EditPolicyStartPage() {
  const { t } = useTranslation();
  const { failed, choices } = useUnit({ failed: $failed, choices: $choices });
  if (choices.length > 0) {
    return (
      <Page title={t('pages.editPolicyStart.title')}>
        <p>{t('pages.editPolicyStart.chooseIntro')}</p>
        <ul className="edit-policy-start">
          {choices.map((choice) => (
            <Choice key={choice.agreementId} choice={choice} />
          ))}
        </ul>
        <p>
          <Link to={routeUrl('policy-overview', undefined, { jaar: String(choices[0]!.year) })}>{t('pages.editPolicyStart.overview')}</Link>
        </p>
      </Page>
    );
  }
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
