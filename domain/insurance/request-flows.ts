/**
 * The frame shared by the care-mediation and treatment-abroad requests
 * (spec 02 §2 "Care mediation flows …", "Treatment abroad flows …", §3, §5
 * "Care mediation and treatment abroad", §7): a flow is its list of fields
 * and its rules; one validator, one multipart shape and one reading of the
 * multipart body serve every flow, in the portal and in the fake backend.
 *
 * A form holds every answer as text: yes/no as 'true'/'false', dates as
 * typed (dd-MM-yyyy) or as sent (yyyy-MM-dd), amounts as typed (12,50) or as
 * sent (12.5). The same rules accept both, so the server checks what arrives
 * with exactly the portal's rules.
 */
import { formatSubmittedDate, parseCalendarDate } from '../calendar';
import {
  phoneNumberWithPrefix,
  validateOptionalPhoneNumber,
  parseMoney,
  validateAmountDigits,
  validateDutchPostalCode,
  validateHouseNumber,
  validateOptionalEmail,
  validatePhoneNumber,
  validateRequestEndDate,
  validateRequestStartDate,
  validateMoney,
  type ValidationMessageKey,
} from '../validation';

/** Answers by field name, all as text ('' when not given). */
export type RequestValues = Readonly<Record<string, string>>;

export type RequestFieldKind =
  | 'text'
  | 'textarea'
  | 'whole-number'
  | 'date'
  | 'yes-no'
  | 'choice'
  | 'phone'
  | 'phone-prefix'
  | 'dutch-postal-code'
  | 'postal-code'
  | 'house-number'
  | 'email'
  | 'country'
  | 'money'
  /** a repeated group of fields (several care instances): its answer is the number of items, each item's answers are `${name}.${index}.${item}` */
  | 'list';

export interface RequestFieldRuleContext {
  values: RequestValues;
  today: Date;
}

export interface RequestField {
  /** the answer's name in the form (and its text's key) */
  name: string;
  /** the spec's multipart name (`InstanceAbroad.Address.Street`); null: not sent itself (a phone prefix) */
  multipart: string | null;
  kind: RequestFieldKind;
  required: boolean;
  /** a choice's options, in order */
  options?: readonly string[];
  /** the longest text accepted */
  maxLength?: number;
  /** asked only when another answer has this value ("only when yes: Residence"), or one of these values */
  shownWhen?: { field: string; is: string | readonly string[] };
  /**
   * required with other fields by a rule over several answers (a care time: its hours or its minutes), so marked
   * neither required nor optional: "(niet verplicht)" would say it may stay empty
   */
  requiredByRule?: boolean;
  /** a phone's prefix field (`phone-prefix`), sent together as one number */
  prefixField?: string;
  /** a value the user does not choose ("CountryCode fixed NL"): shown, sent, and checked on arrival */
  fixed?: string;
  /** the field's own range or format rule, after the kind's; empty values never reach it */
  rule?: (value: string, context: RequestFieldRuleContext) => ValidationMessageKey | null;
  /** an amount sent joined with its unit ("Duration (amount joined with unit)"): the unit's field, sent as `12 weeks` */
  unitField?: string;
  /** hours asked with a minutes field beside them (care time): the summary says both as one duration, "3 uur 30 minuten" */
  minutesField?: string;
  /** a list's fields, asked once per item (kind `list`) */
  items?: readonly RequestField[];
  /** a list's largest number of items (kind `list`) */
  maxItems?: number;
  /** an item's field of a list: the list, the item's position and the field's own name (its text's key) */
  listItem?: { list: string; index: number; name: string };
}

export interface RequestFlow<Id extends string = string> {
  id: Id;
  /** the call's last path segment: POST CareMediation/{path} */
  path: string;
  fields: readonly RequestField[];
  /** files: null when the flow has none ("exactly the spec's fields"), else whether one is required */
  files: { isRequired: boolean } | null;
  /** multipart fields the flow always sends with these values (the seated transport's `SituationType`) */
  constants?: readonly (readonly [multipart: string, value: string])[];
  /** rules over several answers (the combined care time, an end after the start), by field */
  crossRules?: (context: RequestFieldRuleContext) => Partial<Record<string, ValidationMessageKey | null>>;
}

/** A field of a flow, briefly: its name, multipart name, kind, whether required, and the rest. */
export function requestField(
  name: string,
  multipart: string | null,
  kind: RequestFieldKind,
  required: boolean,
  more: Partial<RequestField> = {},
): RequestField {
  return { name, multipart, kind, required, ...more };
}

/** The longest free text of a request form (additional information, a treatment). */
export const REQUEST_TEXT_MAX_LENGTH = 1000;
/** The longest short text (a name, a street). */
export const REQUEST_SHORT_TEXT_MAX_LENGTH = 100;

/**
 * Countries a treatment abroad can take place in: the EU and EEA, Switzerland,
 * the United Kingdom and the treaty countries the Dutch health insurance
 * reimburses most (Turkey, Morocco, Tunisia, Cape Verde, Bosnia, Serbia,
 * Montenegro, North Macedonia). ISO 3166 codes; their names come from the
 * browser's `Intl.DisplayNames`.
 */
export const ABROAD_COUNTRY_CODES = [
  'BE', 'BG', 'CY', 'DK', 'DE', 'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IS', 'IT', 'HR', 'LV', 'LI', 'LT', 'LU',
  'MT', 'NO', 'AT', 'PL', 'PT', 'RO', 'SI', 'SK', 'ES', 'CZ', 'SE', 'CH', 'GB', 'TR', 'MA', 'TN', 'CV', 'BA',
  'RS', 'ME', 'MK',
] as const;

/** Residence countries: the Netherlands or abroad. */
export const RESIDENCE_COUNTRY_CODES = ['NL', ...ABROAD_COUNTRY_CODES] as const;

/** Country calling codes for a phone typed as prefix plus number, the Dutch one first. */
export const PHONE_PREFIXES = [
  '+31', '+32', '+49', '+33', '+44', '+34', '+351', '+39', '+41', '+43', '+45', '+46', '+47', '+48', '+30', '+90',
  '+212', '+216', '+238', '+387', '+381', '+382', '+389', '+352', '+353', '+358', '+420', '+36', '+40', '+359',
] as const;

const YES_NO = ['true', 'false'] as const;

const isGiven = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A flow's answers before anything is typed: '' everywhere, the fixed values filled in. */
export function initialRequestValues(flow: RequestFlow): Record<string, string> {
  return Object.fromEntries(
    flow.fields.flatMap((field) =>
      field.kind === 'list'
        ? [[field.name, '1'] as const, ...requestListItemFields(field, 0).map((item) => [item.name, item.fixed ?? ''] as const)]
        : [[field.name, field.fixed ?? ''] as const],
    ),
  );
}

/** The answer's name of a list item's field: `careInstances.0.name`. */
export const requestListItemName = (list: string, index: number, name: string) => `${list}.${index}.${name}`;

/** How many items a list holds with these answers: at least 1, at most its maximum. */
export function requestListCount(list: RequestField, values: RequestValues): number {
  const count = Number.parseInt(values[list.name] ?? '', 10);
  const max = list.maxItems ?? 1;
  return Number.isFinite(count) ? Math.min(Math.max(count, 1), max) : 1;
}

/**
 * The fields of one item of a list, named for that item: `careInstances.1.name`
 * sent as `CareInstances[1].Name`; an item's conditions and units point into the same item.
 */
export function requestListItemFields(list: RequestField, index: number): RequestField[] {
  const rename = (name: string) => requestListItemName(list.name, index, name);
  return (list.items ?? []).map((item) => ({
    ...item,
    name: rename(item.name),
    multipart: item.multipart === null ? null : `${list.multipart ?? list.name}[${index}].${item.multipart}`,
    ...(item.shownWhen ? { shownWhen: { field: rename(item.shownWhen.field), is: item.shownWhen.is } } : {}),
    ...(item.unitField ? { unitField: rename(item.unitField) } : {}),
    ...(item.prefixField ? { prefixField: rename(item.prefixField) } : {}),
    listItem: { list: list.name, index, name: item.name },
  }));
}

/** A flow's fields with each list followed by its items' fields (as many as the answers hold), in order. */
export function expandedRequestFields(flow: RequestFlow, values: RequestValues): RequestField[] {
  return flow.fields.flatMap((field) =>
    field.kind === 'list'
      ? [field, ...Array.from({ length: requestListCount(field, values) }, (_, index) => requestListItemFields(field, index)).flat()]
      : [field],
  );
}

/**
 * The answers after removing one item of a list: the later items move up
 * one place, the place they leave is emptied and the count goes down (the
 * only item is never removed).
 */
export function withoutRequestListItem(list: RequestField, values: RequestValues, index: number): Record<string, string> {
  const count = requestListCount(list, values);
  if (count <= 1 || index < 0 || index >= count) return { ...values };
  const next: Record<string, string> = { ...values, [list.name]: String(count - 1) };
  for (let at = index; at < count; at += 1) {
    for (const item of list.items ?? []) {
      const target = requestListItemName(list.name, at, item.name);
      next[target] = at === count - 1 ? '' : (values[requestListItemName(list.name, at + 1, item.name)] ?? '');
    }
  }
  return next;
}

/**
 * Whether a field is asked, given the other answers: the answer it depends
 * on has the value. (A condition on a field that is itself not asked is
 * decided by `shownRequestFields`, which follows the chain.)
 */
export function isRequestFieldShown(field: RequestField, values: RequestValues): boolean {
  if (!field.shownWhen) return true;
  const answer = values[field.shownWhen.field] ?? '';
  const expected = field.shownWhen.is;
  return typeof expected === 'string' ? answer === expected : expected.includes(answer);
}

/**
 * The fields of a flow that are asked with these answers, in order, lists
 * expanded into their items: a field depending on an answer is asked only
 * when that answer is itself asked and has the value ("if not own
 * transport: taxi only, and then its explanation").
 */
export function shownRequestFields(flow: RequestFlow, values: RequestValues): RequestField[] {
  const shown = new Set<string>();
  const result: RequestField[] = [];
  for (const field of expandedRequestFields(flow, values)) {
    if (field.listItem && !shown.has(field.listItem.list)) continue;
    if (field.shownWhen && !(shown.has(field.shownWhen.field) && isRequestFieldShown(field, values))) continue;
    shown.add(field.name);
    result.push(field);
  }
  return result;
}

function kindError(field: RequestField, value: string, values: RequestValues): ValidationMessageKey | null {
  switch (field.kind) {
    case 'whole-number':
    case 'list':
      return /^\d+$/.test(value.trim()) ? null : 'number-invalid';
    case 'date':
      return parseCalendarDate(value) ? null : 'date-invalid';
    case 'yes-no':
      return (YES_NO as readonly string[]).includes(value) ? null : 'choice-invalid';
    case 'choice':
      return (field.options ?? []).includes(value) ? null : 'choice-invalid';
    case 'country':
      if (field.fixed !== undefined) return value === field.fixed ? null : 'choice-invalid';
      return (field.options ?? RESIDENCE_COUNTRY_CODES).includes(value) ? null : 'choice-invalid';
    case 'phone-prefix':
      return (PHONE_PREFIXES as readonly string[]).includes(value) ? null : 'choice-invalid';
    case 'phone': {
      const prefix = field.prefixField ? (values[field.prefixField] ?? '') : '';
      return field.required ? validatePhoneNumber(value, prefix) : validateOptionalPhoneNumber(value, prefix);
    }
    case 'dutch-postal-code':
      return validateDutchPostalCode(value);
    case 'postal-code':
      return value.trim().length <= 12 ? null : 'postal-code-invalid';
    case 'house-number':
      return validateHouseNumber(value);
    case 'email':
      return validateOptionalEmail(value);
    case 'money':
      return validateMoney(value) ?? validateAmountDigits(value);
    case 'text':
    case 'textarea':
      return value.length > (field.maxLength ?? (field.kind === 'text' ? REQUEST_SHORT_TEXT_MAX_LENGTH : REQUEST_TEXT_MAX_LENGTH))
        ? 'text-too-long'
        : null;
  }
}

/**
 * The questions a flow may ask that are not on screen with these answers: a field waiting for the answer it
 * depends on, and every item of a list beyond the ones shown (up to its maximum). A form shows their errors only
 * after a submit while they were asked (the forms kit's `unaskedQuestions`).
 */
export function unaskedRequestFields(flow: RequestFlow, values: RequestValues): string[] {
  const shown = new Set(shownRequestFields(flow, values).map((field) => field.name));
  const possible = flow.fields.flatMap((field) =>
    field.kind === 'list' ? [field, ...Array.from({ length: field.maxItems ?? 1 }, (_, index) => requestListItemFields(field, index)).flat()] : [field],
  );
  return possible.map((field) => field.name).filter((name) => !shown.has(name));
}

/**
 * Every rule of a flow, by field name, null where the answer passes: a shown
 * required field must be answered, each answer must fit its kind (a whole
 * number, a date, one of the options, a phone number, a postal code) and
 * its own range, and then the flow's rules over several answers. Fields not
 * shown are not checked.
 */
export function validateRequestFlow(flow: RequestFlow, values: RequestValues, today: Date): Record<string, ValidationMessageKey | null> {
  const results: Record<string, ValidationMessageKey | null> = {};
  const shown = new Set(shownRequestFields(flow, values).map((field) => field.name));
  for (const field of expandedRequestFields(flow, values)) {
    if (!shown.has(field.name)) {
      results[field.name] = null;
      continue;
    }
    const value = values[field.name] ?? '';
    if (!isGiven(value)) {
      // a phone field of a request may be someone else's (the care institution's): "Vul dit in: {its label}", never "Vul uw telefoonnummer in."
      results[field.name] = field.required ? 'required-field' : null;
      continue;
    }
    results[field.name] = kindError(field, value, values) ?? field.rule?.(value.trim(), { values, today }) ?? null;
  }
  const cross = flow.crossRules?.({ values, today }) ?? {};
  for (const [name, error] of Object.entries(cross)) {
    if (error && results[name] === null) results[name] = error;
  }
  return results;
}

/** The first failing field of a flow, in the order of its fields, or null. */
export function firstRequestFlowError(
  flow: RequestFlow,
  values: RequestValues,
  today: Date,
): { field: RequestField; messageKey: ValidationMessageKey } | null {
  const results = validateRequestFlow(flow, values, today);
  for (const field of expandedRequestFields(flow, values)) {
    const messageKey = results[field.name];
    if (messageKey) return { field, messageKey };
  }
  return null;
}

/** An answer as it is sent: dates yyyy-MM-dd, amounts with a dot, a phone with its prefix and no spaces. */
function wireValue(field: RequestField, value: string, values: RequestValues): string {
  const text = value.trim();
  switch (field.kind) {
    case 'date': {
      const date = parseCalendarDate(text);
      return date ? formatSubmittedDate(date) : text;
    }
    case 'money': {
      const amount = parseMoney(text);
      return amount === null ? text : String(amount);
    }
    case 'phone':
      return phoneNumberWithPrefix(field.prefixField ? (values[field.prefixField] ?? '') : '', text);
    case 'whole-number':
      return field.unitField ? `${text} ${(values[field.unitField] ?? '').trim()}` : text;
    case 'dutch-postal-code':
      return text.replace(/ /g, '').toUpperCase();
    default:
      return field.kind === 'textarea' ? value.replace(/\r\n?/g, '\n') : text;
  }
}

/**
 * The multipart fields of a request in the spec's names, in the order of the
 * flow: only answers that are shown and given, each as it is sent; a phone
 * sent with its prefix. The person and the files are the caller's.
 */
export function requestMultipartFields(flow: RequestFlow, values: RequestValues): [name: string, value: string][] {
  return [
    ...(flow.constants ?? []).map(([name, value]): [string, string] => [name, value]),
    ...shownRequestFields(flow, values)
      .filter((field) => field.multipart !== null && field.kind !== 'list' && isGiven(values[field.name]))
      .map((field): [string, string] => [field.multipart as string, wireValue(field, values[field.name] ?? '', values)]),
  ];
}

/**
 * A received request's answers by field name, from its multipart fields
 * (`read` finds one by its multipart name, '' when absent). A phone with a
 * prefix field arrives as prefix plus number and is split again (an unknown
 * prefix leaves the prefix field empty, which its rule refuses). Answers to fields not shown are reported, so the server can
 * refuse them instead of storing what the form never asks.
 */
export function readRequestFlowValues(
  flow: RequestFlow,
  read: (multipartName: string) => string,
): { values: Record<string, string>; unexpected: string[] } {
  const values: Record<string, string> = {};
  for (const field of flow.fields) {
    if (field.kind === 'list') {
      // as many items as the last one that holds an answer (at least one)
      const max = field.maxItems ?? 1;
      let count = 1;
      for (let index = 0; index < max; index += 1) {
        if (requestListItemFields(field, index).some((item) => item.multipart !== null && isGiven(read(item.multipart)))) count = index + 1;
      }
      values[field.name] = String(count);
      continue;
    }
    values[field.name] = field.multipart === null ? '' : read(field.multipart);
  }
  const fields = expandedRequestFields(flow, values);
  for (const field of fields) {
    if (field.listItem) values[field.name] = field.multipart === null ? '' : read(field.multipart);
  }
  // an amount arrives joined with its unit (`12 weeks`): split it again, so both are checked as the form checks them
  for (const field of fields) {
    if (!field.unitField) continue;
    const [amount = '', ...unit] = (values[field.name] ?? '').trim().split(/\s+/);
    values[field.name] = amount;
    values[field.unitField] = unit.join(' ');
  }
  // a phone arrives as prefix plus number: split off the longest known prefix, so both are checked as the form checks them
  for (const field of fields) {
    if (!field.prefixField) continue;
    const received = (values[field.name] ?? '').trim();
    const prefix = [...PHONE_PREFIXES].sort((left, right) => right.length - left.length).find((candidate) => received.startsWith(candidate));
    if (prefix) {
      values[field.prefixField] = prefix;
      values[field.name] = received.slice(prefix.length);
    }
  }
  const shown = new Set(shownRequestFields(flow, values).map((field) => field.name));
  const unexpected = fields
    .filter((field) => field.multipart !== null && field.kind !== 'list' && isGiven(values[field.name]) && !shown.has(field.name))
    .map((field) => field.multipart as string);
  return { values, unexpected };
}

/** Which fields a received request may name: the flow's constants and fields, every item of its lists. */
export function requestMultipartNames(flow: RequestFlow): string[] {
  return [
    ...(flow.constants ?? []).map(([name]) => name),
    ...flow.fields.flatMap((field) => {
      if (field.kind === 'list') {
        return Array.from({ length: field.maxItems ?? 1 }, (_, index) => requestListItemFields(field, index))
          .flat()
          .flatMap((item) => (item.multipart === null ? [] : [item.multipart]));
      }
      return field.multipart === null ? [] : [field.multipart];
    }),
  ];
}

/** A request's start date: "not in the past and not more than 1 year ahead". */
export function requestStartDateRule(value: string, { today }: RequestFieldRuleContext): ValidationMessageKey | null {
  return validateRequestStartDate(value, today);
}

/** A request's end date: "end date up to 2 years", not in the past. */
export function requestEndDateRule(value: string, { today }: RequestFieldRuleContext): ValidationMessageKey | null {
  return validateRequestEndDate(value, today);
}

/** The end of a period lies on or after its start (both valid dates), else `end-date-before-start` at the end. */
export function endNotBeforeStart(values: RequestValues, startField: string, endField: string): ValidationMessageKey | null {
  const start = isGiven(values[startField]) ? parseCalendarDate(values[startField] ?? '') : null;
  const end = isGiven(values[endField]) ? parseCalendarDate(values[endField] ?? '') : null;
  return start && end && end.getTime() < start.getTime() ? 'end-date-before-start' : null;
}
