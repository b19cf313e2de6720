import { useTranslation } from '@/shared/i18n';
import type { AttachmentsFieldTexts } from './attachments-field';

/** The field's own texts, the same on every form (`forms.files.*`). */
export function useAttachmentsFieldTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    choose: t('forms.files.choose'),
    takePhoto: t('forms.files.takePhoto'),
    dropHere: t('forms.files.dropHere'),
    remove: (name) => t('forms.files.remove', { name }),
    checking: t('forms.files.checking'),
    listLabel: t('forms.files.list'),
  };
}
