import type { LayoutSummary, Move } from '../apply/types.js';
/** `install.md: Getting started → Docs/Setup` */
export declare function formatMove(move: Move): string;
/** `Layout: 3 to move, 12 in place, 40 not listed (left where they are).` */
export declare function formatLayoutSummary(moves: number, summary: LayoutSummary): string;
