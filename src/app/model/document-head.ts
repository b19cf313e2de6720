import { $label } from '@/shared/label';
import { $language, i18n, textLanguage } from '@/shared/i18n';
import { $pageSubject, type PageSubject } from '@/shared/routing';
import type { LabelId, RouteName } from '@portal/domain';
import { createEffect, sample } from 'effector';
import { $approvedNavigation } from './guard';

/** What a translation function needs to give here: a key, and the values of its text. */
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * "Every page its own title" (WCAG 2.4.2, issue 12 point 7): the route's name
 * and the label's portal, 'Berichtenbox – Mijn Zorgzaam'; what the screen
 * shows of it first when it says ('Drie maanden sporten – Ledenvoordeel – …').
 * A path of no route is the not-found page; before any navigation only the
 * portal's name.
 */
export function documentTitleOf(t: Translate, label: LabelId, routeName: RouteName | null | undefined, subject: string | null = null): string {
  const portal = t('app.titleWithLabel', { label: t(`labels.${label}.name`) });
  if (routeName === undefined) return portal;
  const page = routeName === null ? t('app.notFoundTitle') : t(`routes.${routeName}`);
  return subject ? `${subject} – ${page} – ${portal}` : `${page} – ${portal}`;
}

const applyDocumentHeadFx = createEffect(
  ({ label, language, routeName, subject }: { label: LabelId; language: string; routeName: RouteName | null | undefined; subject: PageSubject | null }) => {
    // the language of the page follows the chosen language (WCAG 3.1.1, issue 12 point 7) where its title has a
    // text in it: a screen without one (inloggen) is Dutch through and through; the shells mark their Dutch parts
    const titleKey = routeName === undefined ? 'app.titleWithLabel' : routeName === null ? 'app.notFoundTitle' : `routes.${routeName}`;
    document.documentElement.lang = textLanguage(titleKey, language);
    const subjectText = subject === null || typeof subject === 'string' ? subject : i18n.t(subject.key);
    document.title = documentTitleOf((key, values) => i18n.t(key, values), label, routeName, subjectText);
  },
);

sample({
  clock: [$approvedNavigation, $label, $language, $pageSubject],
  source: { navigation: $approvedNavigation, label: $label, language: $language, subject: $pageSubject },
  fn: ({ navigation, label, language, subject }) => ({ label, language, routeName: navigation === null ? undefined : navigation.routeName, subject }),
  target: applyDocumentHeadFx,
});
