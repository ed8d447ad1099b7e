// Optional properties under exactOptionalPropertyTypes: spread the keys that have a value only.

/** The keys of `o` whose value is not undefined. */
export function definedOnly<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
