import { type DomNode } from './md-dom.js';
export declare const ALIGN_BORDER: Record<string, string>;
export declare function representable(node: DomNode): boolean;
