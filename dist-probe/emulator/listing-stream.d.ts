import { Readable } from 'node:stream';
import type { RemoteEntry } from '../model.js';
/** field-major `fields: {field: {lang: value}}` (the store's own), or language-major `translations: {lang: {field: value}}` */
export type ListingForm = 'field-major' | 'language-major';
export declare function listingStream(entries: readonly RemoteEntry[], form?: ListingForm): Readable;
