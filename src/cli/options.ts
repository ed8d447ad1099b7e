// yargs options shared by sync, plan, apply (and the values they give).
import type { Argv } from 'yargs';

/** `--languages en,de --languages fr` → ['en', 'de', 'fr']; nothing → undefined. */
export function splitList(values: string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  const out = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return out.length ? out : undefined;
}

export function selectionOptions<T>(y: Argv<T>) {
  return y
    .option('json', { type: 'boolean', default: false, describe: 'print one JSON document on stdout (plan and results)' })
    .option('languages', {
      type: 'string',
      array: true,
      describe: 'exactly these languages, comma-separated (the source language only if listed)',
    })
    .option('only', {
      type: 'string',
      array: true,
      describe: 'only entries whose source-language file matches this glob (relative to the source-language folder)',
    })
    .option('strict', { type: 'boolean', default: false, describe: 'treat every warning as an error' });
}

export function maxErrorsOption<T>(y: Argv<T>) {
  return y.option('max-errors', { type: 'number', describe: 'stop starting new operations after this many failures' });
}
