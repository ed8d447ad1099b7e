// GitHub alerts (issue 13): `> [!NOTE]` as GitHub reads it. The five kinds and their labels live
// here, shared by the renderer (markdown-ext.ts) and pull (to-markdown/), so both directions agree.

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

/** `[!NOTE]` (any case) alone on the first line of a quote, trailing spaces allowed: GitHub's rule. */
const MARKER_LINE = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;
/** The marker followed by text on the same line: GitHub shows it as a plain quote. */
const MARKER_WITH_TEXT = /^\[!(note|tip|important|warning|caution)\][ \t]*\S/i;

export function alertMarker(firstParagraph: string): { kind: AlertKind; rest: string } | undefined {
  const m = MARKER_LINE.exec(firstParagraph);
  if (!m) return undefined;
  return { kind: m[1]!.toLowerCase() as AlertKind, rest: firstParagraph.slice(m[0].length) };
}

export function hasMarkerWithText(firstParagraph: string): boolean {
  return MARKER_WITH_TEXT.test(firstParagraph);
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
