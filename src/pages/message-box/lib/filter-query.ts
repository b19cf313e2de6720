import { NO_MESSAGE_BOX_FILTER, type MessageBoxFilter } from '@portal/domain';
import type { RouteQuery } from '@/shared/routing';

/**
 * The message box's filters in the address (`/berichtenbox?jaar=2025&ongelezen=ja`),
 * so that a filtered box can be bookmarked, shared and reloaded. Lists are
 * comma-separated: `soort=Premienota,Polisblad`, `verzekerde=123,456`.
 */
export const FILTER_QUERY_KEYS = { year: 'jaar', unreadOnly: 'ongelezen', documentTypes: 'soort', insured: 'verzekerde' } as const;

const UNREAD_ONLY = 'ja';

const listOf = (value: string | undefined): string[] =>
  [...new Set((value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))];

/** Reads the filters; what does not fit (a year the box does not show, `ongelezen=misschien`) counts as not set. */
export function filterFromQuery(query: Readonly<Record<string, string>>, years: readonly number[]): MessageBoxFilter {
  const year = query[FILTER_QUERY_KEYS.year];
  const yearNumber = year !== undefined && /^\d{4}$/.test(year) ? Number(year) : null;
  return {
    year: yearNumber !== null && years.includes(yearNumber) ? yearNumber : null,
    unreadOnly: query[FILTER_QUERY_KEYS.unreadOnly] === UNREAD_ONLY,
    documentTypes: listOf(query[FILTER_QUERY_KEYS.documentTypes]),
    insured: listOf(query[FILTER_QUERY_KEYS.insured]),
  };
}

/** Writes the filters; filters not set leave no parameter. */
export function queryFromFilter(filter: MessageBoxFilter): RouteQuery {
  return {
    [FILTER_QUERY_KEYS.year]: filter.year === null ? null : String(filter.year),
    [FILTER_QUERY_KEYS.unreadOnly]: filter.unreadOnly ? UNREAD_ONLY : null,
    [FILTER_QUERY_KEYS.documentTypes]: filter.documentTypes.length > 0 ? filter.documentTypes.join(',') : null,
    [FILTER_QUERY_KEYS.insured]: filter.insured.length > 0 ? filter.insured.join(',') : null,
  };
}

export function isFiltered(filter: MessageBoxFilter): boolean {
  return JSON.stringify(filter) !== JSON.stringify(NO_MESSAGE_BOX_FILTER);
}

/** How many choices are set: the year, unread only, each document type and each person. */
export function activeFilterCount(filter: MessageBoxFilter): number {
  return (filter.year === null ? 0 : 1) + (filter.unreadOnly ? 1 : 0) + filter.documentTypes.length + filter.insured.length;
}

/** Adds the value to the list, or takes it out when it is there. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}
