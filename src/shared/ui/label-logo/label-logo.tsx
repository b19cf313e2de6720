import { useTranslation } from '@/shared/i18n';

interface LabelLogoProps {
  label: string;
  className?: string;
}

/** The collectivity label's logo (spec 01 §1: each label has its own logo). */
export function LabelLogo({ label, className }: LabelLogoProps) {
  const { t } = useTranslation();
  return (
    <img
      className={className}
      src={`/labels/${label}/logo.svg`}
      alt={t(`labels.${label}.logoAlt`)}
      width={240}
      height={40}
    />
  );
}
