import { useTranslation } from '@/shared/i18n';
import { ContractCardGroupField, contractPersonName, PremiumTable } from '@/widgets/contract-cards';
import { useUnit } from 'effector-react';
import { $answer, $cardsFailed, $fixedPackages, $groups, $hasChoices, $isLoadingCards, $isValidating, $maximumExceeded, $packageLineConflict, $validation, cardChosen } from '../model/add-insured-page';

/** Step 2: the newly insured persons' cards (dental only for those 18 or over) with the premium before and after. */
export function CardsStep() {
  const { t } = useTranslation();
  const model = useUnit({
    answer: $answer,
    groups: $groups,
    fixed: $fixedPackages,
    hasChoices: $hasChoices,
    loading: $isLoadingCards,
    failed: $cardsFailed,
    validation: $validation,
    isValidating: $isValidating,
    exceeded: $maximumExceeded,
    conflict: $packageLineConflict,
    onChoose: cardChosen,
  });
  if (model.loading) return <p role="status">{t('pages.addInsured.loadingCards')}</p>;
  if (model.failed || !model.answer) return <p className="form-message" role="alert">{t('pages.addInsured.cardsFailed')}</p>;
  const persons = model.answer.insuredPersons;
  return (
    <div className="add-insured__cards">
      <p>{t('pages.addInsured.cardsIntro')}</p>
      {persons.some((person) => !person.isAdult) && <p>{t('pages.addInsured.childNote')}</p>}
      <div role="alert" className="add-insured__alerts">
        {model.conflict && <p className="form-message">{t('pages.addInsured.conflict')}</p>}
      </div>
      {model.fixed.length > 0 && (
        <div className="add-insured__fixed" data-testid="fixed-packages">
          <ul>
            {model.fixed.map(({ customerNumber, titles }) => {
              const person = persons.find((entry) => entry.customerNumber === customerNumber);
              return person ? (
                <li key={customerNumber}>{t('pages.addInsured.fixedPackages', { name: contractPersonName(person), packages: titles.join(', ') })}</li>
              ) : null;
            })}
          </ul>
          <p>{t(model.hasChoices ? 'pages.addInsured.notChoosable' : 'pages.addInsured.nothingToChoose')}</p>
        </div>
      )}
      <div className="add-insured__layout">
        <div className="add-insured__choices">
          {model.groups.map((group) => (
            <ContractCardGroupField
              key={group.key}
              group={group}
              persons={persons}
              readOnly={false}
              exceeded={model.exceeded}
              onChoose={model.onChoose}
              onlyChoosable
            />
          ))}
        </div>
        <PremiumTable validation={model.validation} persons={persons} isValidating={model.isValidating} />
      </div>
    </div>
  );
}
