// Types of scripts/action/pull-request.mjs for the tests that import it.
export function pullRequestBody(input: {
  drifted: { files?: { file: string; fields?: string[] }[]; conflicts?: { file: string; field: string; language?: string }[] };
  changed: string[];
}): string;
