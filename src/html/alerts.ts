// Alerts: GitHub's five (`> [!NOTE]` alone on the quote's first line), and the forms real sites
// render too (Hugo's blockquote alerts, Obsidian-style callouts): a title on the marker line
// (`> [!NOTE] Check your work`), a site's own kind (`> [!NB]`), Obsidian's fold sign (`[!faq]-`).
// The kinds, labels and marker syntax live here, shared by the renderer (markdown-ext.ts) and pull
// (md-service.ts, md-alerts.ts), so both directions agree.

export const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One language's labels, as config `alertLabels.<language>` gives them (any subset). */
export type AlertLabels = Partial<Record<AlertKind, string>>;

/** GitHub's English labels: the default for every language. */
export const ENGLISH_ALERT_LABELS: Readonly<Record<AlertKind, string>> = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
};

/** The labels a language renders with: its configured ones over the English defaults. */
export function resolveAlertLabels(labels: AlertLabels | undefined): Record<AlertKind, string> {
  const out = { ...ENGLISH_ALERT_LABELS };
  if (labels) for (const k of ALERT_KINDS) if (typeof labels[k] === 'string' && labels[k] !== '') out[k] = labels[k];
  return out;
}

const isKnownKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/**
 * The marker as the HTML carries it (`data-alert`): the kind as written and the fold sign, e.g.
 * `NOTE`, `tip`, `NB`, `faq-`. A kind is a word (letters, digits, `_`, inner `-`), as callout kinds are.
 */
export const ALERT_MARK = /^([A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)([-+]?)$/;

/**
 * A marker opening the first line of a quote (at any depth: markdown-ext.ts): `[!KIND]`, an optional fold sign, then
 * either the end of the line or white space and a title (the rest of the line).
 */
const MARKER = /^\[!([A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)\]([-+]?)(?:[ \t]*(?:\n|$)|[ \t]+([^\n]*?)[ \t]*(?:\n|$))/;

export interface AlertMarker {
  /** the kind, lower case (`note`, `nb`) */
  kind: string;
  /** the kind as written and the fold sign: what `data-alert` carries */
  mark: string;
  /** the text after the marker on its line, when there is some */
  title?: string;
  /** the rest of the first paragraph: the alert's body starts with it */
  rest: string;
}

export function alertMarker(firstParagraph: string): AlertMarker | undefined {
  const m = MARKER.exec(firstParagraph);
  if (!m) return undefined;
  const title = m[3] === undefined || m[3] === '' ? undefined : m[3];
  return {
    kind: m[1]!.toLowerCase(),
    mark: `${m[1]!}${m[2]!}`,
    ...(title === undefined ? {} : { title }),
    rest: firstParagraph.slice(m[0].length),
  };
}

/**
 * GitHub's own alert (a known kind alone on its line, no fold sign) keeps the HTML helpsync has
 * always pushed, where the label alone says the kind. Every other form carries its marker.
 */
export function needsMark(marker: Pick<AlertMarker, 'kind' | 'mark' | 'title'>): boolean {
  return marker.title !== undefined || !isKnownKind(marker.kind) || marker.mark.length !== marker.kind.length;
}

/**
 * What a reader sees when the marker has no title: a known kind's label in the language, else the
 * kind as written with its first letter raised (`NB`, `todo` → `Todo`), as Obsidian shows it.
 */
export function defaultAlertLabel(mark: string, labels: AlertLabels | undefined): string {
  const kind = (ALERT_MARK.exec(mark)?.[1] ?? mark).replace(/[-+]$/, '');
  const lower = kind.toLowerCase();
  if (isKnownKind(lower)) return resolveAlertLabels(labels)[lower];
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * The kind whose label `text` is, for pull: the language's own label first, then the English one.
 * Undefined when it names no kind.
 */
export function alertKindOfLabel(text: string, labels: AlertLabels | undefined): AlertKind | undefined {
  const own = resolveAlertLabels(labels);
  for (const k of ALERT_KINDS) if (own[k] === text) return k;
  for (const k of ALERT_KINDS) if (ENGLISH_ALERT_LABELS[k] === text) return k;
  return undefined;
}
