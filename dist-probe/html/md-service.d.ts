import TurndownService from 'turndown';
import type { AlertLabels } from './alerts.js';
export interface ConversionContext {
    /** list markers for the block being converted: two adjacent lists of one kind alternate them */
    markers: {
        bullet: string;
        ordered: string;
    };
    /** the language's alert labels (config `alertLabels`), for turning labelled quotes back into alerts */
    alertLabels?: AlertLabels;
}
export declare function createService(ctx: ConversionContext): TurndownService;
