/** The keys of `o` whose value is not undefined. */
export declare function definedOnly<T extends object>(o: T): {
    [K in keyof T]?: Exclude<T[K], undefined>;
};
