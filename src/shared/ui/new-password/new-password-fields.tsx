import { useTranslation } from '@/shared/i18n';
import { TextField } from '@/shared/ui/form';
import { PASSWORD_SPECIAL_CHARACTERS, passwordRequirements } from '@portal/domain';

type Part = 'password' | 'repeat';

interface NewPasswordFieldsProps {
  /** the element ids the error summary links to */
  ids: Record<Part, string>;
  /** each form's own labels */
  labels: Record<Part, string>;
  values: Record<Part, string>;
  /** the translated errors, or null */
  errors: Record<Part, string | null>;
  onChange: (part: Part, value: string) => void;
}

/**
 * A new password and its repeat, with the live checklist of the domain's
 * password rules ("Password: max 50, min 8, with a letter, a digit and one of
 * ? ! / : ; @ # % ( ) _; repeat must match") between them: the one group of
 * the settings, the first login, the forgot-password reset and registration step 3.
 */
export function NewPasswordFields({ ids, labels, values, errors, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const met = passwordRequirements(values.password);
  const rules = [
    { key: 'length', isMet: met.hasMinLength && met.hasMaxLength },
    { key: 'letter', isMet: met.hasLetter },
    { key: 'digit', isMet: met.hasDigit },
    { key: 'special', isMet: met.hasSpecialCharacter },
  ];
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        value={values.password}
        onValueChange={(value) => onChange('password', value)}
        error={errors.password}
        autoComplete="new-password"
      />
      <div className="password-rules" id={`${ids.password}-rules`}>
        <p className="password-rules__title">{t('newPassword.rulesTitle')}</p>
        <ul className="password-rules__list">
          {rules.map((rule) => (
            <li key={rule.key} className={rule.isMet ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
              {t(`newPassword.rules.${rule.key}`, { characters: PASSWORD_SPECIAL_CHARACTERS.join(' ') })}
              <span className="password-rules__state"> {rule.isMet ? t('newPassword.ruleMet') : t('newPassword.ruleNotMet')}</span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        id={ids.repeat}
        label={labels.repeat}
        type="password"
        value={values.repeat}
        onValueChange={(value) => onChange('repeat', value)}
        error={errors.repeat}
        autoComplete="new-password"
      />
    </>
  );
}
