import { fullNameOf } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { $agreementChoices } from '../model/add-insured-page';

/** A main insured of more than one agreement (their own, a grown child's) first chooses the one the persons join. */
export function AgreementChoice() {
  const { t } = useTranslation();
  const choices = useUnit($agreementChoices);
  return (
    <>
      <p>{t('pages.addInsured.chooseAgreement.intro')}</p>
      <ul className="add-insured__agreements">
        {choices.map(({ agreement, url }) => (
          <li key={agreement.agreementId} className="panel add-insured__agreement" data-testid="add-insured-agreement">
            <h2 className="add-insured__agreement-title">{t('pages.addInsured.chooseAgreement.agreement', { number: agreement.agreementIdNumber })}</h2>
            <p>
              {t('pages.addInsured.chooseAgreement.persons', {
                names: agreement.agreementParticipants.map((person) => fullNameOf({ ...person.customer, birthName: null, prefixBirthName: null })).join(', '),
              })}
            </p>
            <p>
              <Link className="button button--primary" to={url}>
                {t('pages.addInsured.chooseAgreement.choose', { number: agreement.agreementIdNumber })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
