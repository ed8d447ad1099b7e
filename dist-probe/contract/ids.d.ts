/** Why `id` is not an acceptable record id (docs/platform-api.md "Ids and externalId"), or undefined when it is. */
export declare function checkRecordId(id: string): string | undefined;
export declare function isValidRecordId(id: string): boolean;
