import { useTranslation } from '@/shared/i18n';
import { formatDay, formatFieldDate, formatMoney } from '@/shared/lib/format';
import { SummaryList } from '@/shared/ui/wizard';
import { contractPersonName } from '@/widgets/contract-cards';
import { formatFullLastName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $answer, $groups, $payloadView, $saveFailure, $validation, wizard } from '../model/add-insured-page';

/** Step 3: who is added from when, with which insurances and what it costs; then saving. */
export function SummaryStep() {
  const { t } = useTranslation();
  const model = useUnit({ payload: $payloadView, answer: $answer, groups: $groups, validation: $validation, failure: $saveFailure, onStep: wizard.stepChosen });
  const persons = model.answer?.insuredPersons ?? [];
  return (
    <>
      <p>{t('pages.addInsured.summaryIntro')}</p>
      <div role="alert">
        {model.failure?.kind === 'missing-packages' && <p className="form-message">{t('pages.addInsured.missingPackages', { types: model.failure.packageTypes.join(', ') })}</p>}
        {model.failure?.kind === 'refused' && <p className="form-message">{t('pages.addInsured.refused', { message: model.failure.message })}</p>}
        {model.failure?.kind === 'error' && <p className="form-message">{t('pages.addInsured.errorSaving')}</p>}
      </div>
      {model.payload.map((person, index) => {
        const view = persons.find((entry) => entry.customerNumber === person.id);
        // no own risk under 18 (spec 02 §9): the mandatory excess card is not the child's
        const products = model.groups.filter((group) => group.key !== 'excess' || view?.isAdult === true).flatMap((group) =>
          group.cards.filter((card) => !card.isNoInsurance && card.insuredPersons.some((option) => option.customerNumber === person.id && option.isSelected)).map((card) => card.title),
        );
        const premium = model.validation?.premiumOverview.find((entry) => entry.customerNumber === person.id)?.after.totalNettoPremiumMonth;
        return (
          <section key={person.id} aria-labelledby={`summary-${person.id}`} className="add-insured__summary" data-testid="summary-person">
            <h2 id={`summary-${person.id}`} className="add-insured__person-title">
              {view ? contractPersonName(view) : `${person.initials} ${formatFullLastName({ prefix: person.prefix, lastName: person.lastName })}`}
            </h2>
            <SummaryList
              rows={[
                { term: t('pages.addInsured.summary.person'), description: t('pages.addInsured.summary.personText', { role: t(`pages.addInsured.roles.${person.role === 'P' ? 'P' : 'M'}`), birthDate: formatFieldDate(person.birthDate), bsn: person.socialSecurityNumber }), changeText: t('forms.wizard.change', { what: t('pages.addInsured.what.person', { number: index + 1 }) }), onChange: () => model.onStep('personen') },
                { term: t('pages.addInsured.summary.startDate'), description: formatDay(person.startDate), changeText: t('forms.wizard.change', { what: t('pages.addInsured.what.startDate', { number: index + 1 }) }), onChange: () => model.onStep('personen') },
                { term: t('pages.addInsured.summary.insurances'), description: products.join(', '), changeText: t('forms.wizard.change', { what: t('pages.addInsured.what.insurances', { number: index + 1 }) }), onChange: () => model.onStep('dekking') },
                { term: t('pages.addInsured.summary.premium'), description: premium === undefined ? '' : t('pages.addInsured.summary.perMonth', { amount: formatMoney(premium) }), changeText: t('forms.wizard.change', { what: t('pages.addInsured.what.insurances', { number: index + 1 }) }), onChange: () => model.onStep('dekking') },
              ]}
            />
          </section>
        );
      })}
      {model.validation && <p className="add-insured__total">{t('pages.addInsured.summary.total', { after: formatMoney(model.validation.total.after.month), before: formatMoney(model.validation.total.before.month) })}</p>}
    </>
  );
}
