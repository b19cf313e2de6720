import { fullNameOf } from '@/entities/customer';
import { DentalQuestionnaire } from '@/features/dental-medical-selection';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { RadioGroupField } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { Link } from '@/shared/routing';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { selectionContextQuery, type SelectionPerson } from '../api/persons';
import { $backUrl, $context, $isBlocked, $outcome, $package, $person, $persons, $request, personChosen } from '../model/medical-selection-page';

const P = 'pages.medicalSelection';

function nameOf(person: SelectionPerson): string {
  return fullNameOf({ ...person, birthName: null, prefixBirthName: null });
}

/**
 * The outcome in place of the questionnaire: its heading takes the focus (and so scrolls into view), as a wizard's
 * new step does; the send button that had it is gone, and the focus would fall to the body far below the top.
 */
function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="form" role="status" aria-labelledby="medical-selection-outcome" data-testid="medical-selection-outcome">
      <h2 id="medical-selection-outcome" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `medische-selectie/{selectedYear}/{contractCode}/{agreementId}`: the dental questionnaire and its outcome. */
export function MedicalSelectionPage() {
  const { t } = useTranslation();
  const model = useUnit({
    request: $request,
    context: $context,
    persons: $persons,
    person: $person,
    dental: $package,
    isBlocked: $isBlocked,
    outcome: $outcome,
    backUrl: $backUrl,
    pending: selectionContextQuery.$pending,
    failed: selectionContextQuery.$failed,
    onPerson: personChosen,
  });
  const year = model.request?.year ?? '';
  const packageName = model.dental?.title ?? '';
  const name = model.person ? nameOf(model.person) : '';
  const back = model.backUrl && (
    <Link to={model.backUrl} className="button button--secondary">
      {t(`${P}.back`)}
    </Link>
  );
  const body = () => {
    if (!model.context) return null;
    if (model.context.changeDenied !== null) return <p className="form-message">{t(`${P}.denied`, { year })}</p>;
    if (!model.dental) return <p>{t(`${P}.noPackage`, { year })}</p>;
    if (model.persons.length === 0) return <p>{t(`${P}.noPersons`)}</p>;
    if (model.outcome) {
      const key = model.outcome.isApproved ? 'approved' : 'rejected';
      return (
        <Outcome title={t(`${P}.${key}.title`)}>
          <p>{t(`${P}.${key}.text`, { name, package: packageName })}</p>
          {model.backUrl && (
            <p className="actions">
              <Link to={model.backUrl} className="button button--primary">
                {t(`${P}.${key}.next`)}
              </Link>
            </p>
          )}
        </Outcome>
      );
    }
    return (
      <>
        <p>{t(`${P}.intro`, { package: packageName })}</p>
        {model.persons.length > 1 && (
          <RadioGroupField
            id="medical-selection-person"
            legend={t(`${P}.person`)}
            value={model.person?.customerNumber ?? ''}
            onValueChange={(customerNumber) => model.onPerson(customerNumber)}
            options={model.persons.map((person) => ({
              value: person.customerNumber,
              label: t(`${P}.personOption`, { name: nameOf(person), birthDate: formatDay(person.birthDate) }),
            }))}
          />
        )}
        {model.isBlocked ? (
          <>
            <p className="form-message" data-testid="medical-selection-blocked">
              {t(`${P}.blocked`, { name })}
            </p>
            <p className="actions">{back}</p>
          </>
        ) : (
          <DentalQuestionnaire actions={back} personName={name} />
        )}
      </>
    );
  };
  return (
    <Page title={t(`${P}.title`, { year })}>
      {model.pending && <p role="status">{t(`${P}.loading`)}</p>}
      {model.failed && <p className="form-message">{t(`${P}.failed`)}</p>}
      {body()}
    </Page>
  );
}
