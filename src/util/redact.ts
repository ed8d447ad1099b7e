// The token never appears in output, logs, plan files or errors. Every string that leaves the
// process through our printers and logger passes through scrub().

const secrets = new Set<string>();

/** Register a secret (the token) so scrub() removes it from any string. */
export function registerSecret(value: string | undefined): void {
  if (value && value.length >= 8) secrets.add(value);
}

export function scrub(text: string): string {
  let out = text;
  for (const s of secrets) {
    if (out.includes(s)) out = out.split(s).join('[REDACTED]');
  }
  // A bearer header that slipped into a message, whatever its value.
  return out.replace(/(Bearer\s+)[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_.+/=]*/g, '$1[REDACTED]');
}

/** Deep-scrub a JSON-able value (for documents written to stdout or disk). */
export function scrubDeep<T>(value: T): T {
  if (secrets.size === 0) return value;
  return JSON.parse(scrub(JSON.stringify(value))) as T;
}
