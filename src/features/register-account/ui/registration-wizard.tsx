import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { phoneNumberMaxInputLength } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  $activationEmail,
  $codeReceiver,
  $isActivatingAccount,
  $knownEmailAddress,
  $needsUsername,
  $progress,
  $stepOnRoute,
  STEP_COUNT,
  activationCodeResendClicked,
  activationForm,
  emailForm,
  identityForm,
  otherDetailsClicked,
  otherEmailClicked,
  otherPhoneNumberClicked,
  passwordForm,
  phoneForm,
  verificationCodeResendClicked,
  verificationForm,
  type WizardRoute,
} from '../model/wizard';
import { StepForm } from './step-form';
import { StepIndicator } from './step-indicator';
import './registration.css';

const STEP_HEADING_ID = 'registration-step-heading';

/**
 * The current step's heading; it takes focus when the step changes, so the new step is read first. A step that opens
 * with a refusal (a code that ran out sends the user back a step) leaves the focus on its error summary, which took it.
 */
function StepSection({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { current } = useUnit($progress);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);
  useEffect(() => {
    if (isFirstStep.current) {
      // the page's own title takes focus when the screen opens
      isFirstStep.current = false;
      return;
    }
    // the step's own error summary (or message) took the focus as it appeared: it is read first
    if (section.current?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, [stepKey]);
  return (
    <section className="registration-step" ref={section}>
      {current !== null && (
        <h2 className="registration-step__heading" id={STEP_HEADING_ID} tabIndex={-1} ref={heading}>
          {t('features.registerAccount.steps.heading', {
            current: String(current),
            count: String(STEP_COUNT),
            name: t(`features.registerAccount.steps.names.${current}`),
          })}
        </h2>
      )}
      {children}
    </section>
  );
}

/**
 * The login of an account that was never activated sent the user here. The catalogue gives that login the form-invalid
 * text (spec 01 §8 "Login failure"); this says what it means. It takes the focus, so it is read first.
 */
function NotActivatedMessage() {
  const { t } = useTranslation();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <div className="form-message" role="alert" tabIndex={-1} ref={message} data-testid="not-activated">
      <p>{t('features.login.formInvalid')}</p>
      <p>{t('features.registerAccount.identity.notActivated')}</p>
    </div>
  );
}

function IdentityStep() {
  const { t } = useTranslation();
  const isActivatingAccount = useUnit($isActivatingAccount);
  return (
    <StepForm
      form={identityForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.identity.submit')}
      fields={[
        {
          field: 'username',
          id: 'registration-username',
          label: t('features.registerAccount.identity.username'),
          hint: t('features.registerAccount.identity.usernameHint'),
          input: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, maxLength: 50 },
        },
        {
          field: 'birthDate',
          id: 'registration-birth-date',
          label: t('features.registerAccount.identity.birthDate'),
          hint: t('features.registerAccount.identity.birthDateHint'),
          input: { autoComplete: 'bday', maxLength: 10 },
        },
        {
          field: 'agreementNumber',
          id: 'registration-agreement-number',
          label: t('features.registerAccount.identity.agreementNumber'),
          hint: t('features.registerAccount.identity.agreementNumberHint'),
          input: { inputMode: 'numeric', autoComplete: 'off', maxLength: 8 },
        },
      ]}
    >
      {isActivatingAccount && <NotActivatedMessage />}
      <p>{t('features.registerAccount.identity.intro')}</p>
    </StepForm>
  );
}

function EmailStep() {
  const { t } = useTranslation();
  const { knownEmailAddress, progress, onOtherDetails } = useUnit({
    knownEmailAddress: $knownEmailAddress,
    progress: $progress,
    onOtherDetails: otherDetailsClicked,
  });
  return (
    <StepForm
      form={emailForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.email.submit')}
      fields={[
        {
          field: 'email',
          id: 'registration-email',
          label: t('features.registerAccount.email.email'),
          input: { type: 'email', autoComplete: 'email', spellCheck: false },
        },
        {
          field: 'emailRepeat',
          id: 'registration-email-repeat',
          label: t('features.registerAccount.email.emailRepeat'),
          input: { type: 'email', autoComplete: 'email', spellCheck: false },
        },
      ]}
      secondary={
        <button type="button" className="button button--secondary" onClick={() => onOtherDetails()}>
          {t('features.registerAccount.email.otherDetails')}
        </button>
      }
    >
      {progress.identifiedByBank && <p>{t('features.registerAccount.email.byBank')}</p>}
      <p>{t('features.registerAccount.email.intro')}</p>
      {knownEmailAddress && <p>{t('features.registerAccount.email.known', { emailAddress: knownEmailAddress })}</p>}
    </StepForm>
  );
}

function ActivationStep() {
  const { t } = useTranslation();
  const { email, onResend, onOtherEmail } = useUnit({
    email: $activationEmail,
    onResend: activationCodeResendClicked,
    onOtherEmail: otherEmailClicked,
  });
  return (
    <StepForm
      form={activationForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.activation.submit')}
      fields={[
        {
          field: 'code',
          id: 'registration-activation-code',
          label: t('features.registerAccount.activation.code'),
          hint: t('features.registerAccount.activation.codeHint'),
          input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 5 },
        },
      ]}
      secondary={
        <>
          <button type="button" className="button button--secondary" onClick={() => onResend()}>
            {t('features.registerAccount.activation.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => onOtherEmail()}>
            {t('features.registerAccount.activation.otherEmail')}
          </button>
        </>
      }
    >
      <p data-testid="activation-sent">{t('features.registerAccount.activation.sent', { email: email ?? '' })}</p>
    </StepForm>
  );
}

function PasswordStep() {
  const { t } = useTranslation();
  const needsUsername = useUnit($needsUsername);
  return (
    <StepForm<'username' | 'password' | 'repeat'>
      form={passwordForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.password.submit')}
      fields={[
        ...(needsUsername
          ? [
              {
                field: 'username' as const,
                id: 'registration-new-username',
                label: t('features.registerAccount.password.username'),
                hint: t('features.registerAccount.password.usernameHint'),
                input: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, maxLength: 50 },
              },
            ]
          : []),
      ]}
      newPassword={{
        ids: { password: 'registration-password', repeat: 'registration-password-repeat' },
        labels: { password: t('features.registerAccount.password.password'), repeat: t('features.registerAccount.password.repeat') },
      }}
    >
      <p>{t(needsUsername ? 'features.registerAccount.password.introWithUsername' : 'features.registerAccount.password.intro')}</p>
    </StepForm>
  );
}

function PhoneStep() {
  const { t } = useTranslation();
  const { phoneNumber } = useUnit(phoneForm.$values);
  return (
    <StepForm
      form={phoneForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.phone.submit')}
      fields={[
        {
          field: 'phoneNumber',
          id: 'registration-phone-number',
          label: t('features.registerAccount.phone.phoneNumber'),
          hint: t('forms.phoneHint'),
          input: { type: 'tel', autoComplete: 'tel', maxLength: phoneNumberMaxInputLength(phoneNumber) },
        },
      ]}
    >
      <p>{t('features.registerAccount.phone.intro')}</p>
    </StepForm>
  );
}

function VerificationStep() {
  const { t } = useTranslation();
  const { receiver, onResend, onOtherPhoneNumber } = useUnit({
    receiver: $codeReceiver,
    onResend: verificationCodeResendClicked,
    onOtherPhoneNumber: otherPhoneNumberClicked,
  });
  return (
    <StepForm
      form={verificationForm}
      labelledBy={STEP_HEADING_ID}
      submitLabel={t('features.registerAccount.verification.submit')}
      fields={[
        {
          field: 'code',
          id: 'registration-verification-code',
          label: t('features.registerAccount.verification.code'),
          hint: t('features.registerAccount.verification.codeHint'),
          input: { autoComplete: 'one-time-code', maxLength: 5 },
        },
      ]}
      secondary={
        <>
          <button type="button" className="button button--secondary" onClick={() => onResend()}>
            {t('features.registerAccount.verification.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => onOtherPhoneNumber()}>
            {t('features.registerAccount.verification.otherPhoneNumber')}
          </button>
        </>
      }
    >
      {receiver && (
        <p data-testid="code-channel">
          {t(receiver.channel === 'call' ? 'features.registerAccount.verification.sentByCall' : 'features.registerAccount.verification.sentBySms', {
            phoneNumber: receiver.phoneNumber,
          })}
        </p>
      )}
    </StepForm>
  );
}

function NoRegistration() {
  const { t } = useTranslation();
  return (
    <section className="registration-step">
      <p>{t('features.registerAccount.noRegistration.text')}</p>
      <p>
        <Link className="button button--primary" to={routeUrl('register')}>
          {t('features.registerAccount.noRegistration.start')}
        </Link>
      </p>
    </section>
  );
}

const STEPS = {
  identity: IdentityStep,
  email: EmailStep,
  'activation-code': ActivationStep,
  password: PasswordStep,
  phone: PhoneStep,
  'verification-code': VerificationStep,
} as const;

/** The registration's steps of one route with their indicator; which step shows is the model's choice. */
export function RegistrationWizard({ route }: { route: WizardRoute }) {
  const step = useUnit($stepOnRoute)[route];
  if (step === 'no-registration') return <NoRegistration />;
  const Step = STEPS[step];
  return (
    <>
      <StepIndicator />
      <StepSection stepKey={step}>
        <Step />
      </StepSection>
    </>
  );
}
