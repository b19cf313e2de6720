/**
 * Collectivity labels (spec 01 §1, §3 "Collectivity label"): the label is
 * derived from the host name; if none matches, the default label is used.
 */
export interface CollectivityLabel {
  /** lower-cased label id, also the first host-name part (`studentenzorg.localhost`) */
  label: string;
  /** brand name as shown in titles and the manifest */
  name: string;
  /** primary brand colour, also the manifest's theme colour */
  themeColor: string;
}

export const LABELS = [
  { label: 'zorgzaam', name: 'Zorgzaam', themeColor: '#0b5cab' },
  { label: 'studentenzorg', name: 'Studentenzorg', themeColor: '#6b2fa3' },
  { label: 'zorgcollectief', name: 'Zorgcollectief Werkt', themeColor: '#1d6b40' },
] as const satisfies readonly CollectivityLabel[];

export type LabelId = (typeof LABELS)[number]['label'];
export const DEFAULT_LABEL: LabelId = 'zorgzaam';

export function isKnownLabel(value: string): value is LabelId {
  return LABELS.some((entry) => entry.label === value);
}

export function findLabel(value: string | null | undefined): CollectivityLabel {
  const wanted = (value ?? '').toLowerCase();
  return LABELS.find((entry) => entry.label === wanted) ?? LABELS[0];
}

/** Configured collectivity (config.json "collectivity information"): urlPart, label, redirectUrl. */
export interface CollectivityConfig {
  urlPart: string;
  label: string;
  redirectUrl?: string | null;
}

export type LabelResolution =
  /** `fromHostName`: a collectivity of the host name gave it; false: the default, "if none matches" */
  | { kind: 'label'; label: LabelId; fromHostName: boolean }
  | { kind: 'redirect'; redirectUrl: string };

/**
 * Matches the host name's parts against the configured collectivities' urlPart
 * (case-insensitive); a collectivity with a redirectUrl sends the browser away.
 */
export function resolveLabelFromHostName(
  hostName: string,
  collectivities: readonly CollectivityConfig[],
): LabelResolution {
  const hostParts = hostName.toLowerCase().split('.');
  const match = collectivities.find((entry) => hostParts.includes(entry.urlPart.toLowerCase()));
  if (match?.redirectUrl) return { kind: 'redirect', redirectUrl: match.redirectUrl };
  const label = match?.label.toLowerCase();
  return label && isKnownLabel(label)
    ? { kind: 'label', label, fromHostName: true }
    : { kind: 'label', label: DEFAULT_LABEL, fromHostName: false };
}

/**
 * Navigation guard step 4: "Route without authentication: proceed; the label
 * is set for the user if missing" (spec 01 §2), with the login route's
 * "optional label parameter". The label is missing when the host name gave
 * none: then a known label parameter sets it, and else the label chosen
 * earlier in this browser stays (a reload of a page without the parameter
 * keeps it). A label from the host name is never replaced.
 */
export function chooseLabel(input: {
  /** the label of the host name, or null when no collectivity matched */
  hostLabel: LabelId | null;
  /** the `?label=` parameter of the address, as typed */
  parameter: string | null;
  /** the label chosen earlier by a parameter, as remembered */
  remembered: string | null;
}): LabelId {
  if (input.hostLabel !== null) return input.hostLabel;
  const parameter = (input.parameter ?? '').toLowerCase();
  if (isKnownLabel(parameter)) return parameter;
  const remembered = (input.remembered ?? '').toLowerCase();
  if (isKnownLabel(remembered)) return remembered;
  return DEFAULT_LABEL;
}
