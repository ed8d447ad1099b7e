import type pino from 'pino';
import type PinoPretty from 'pino-pretty';
export declare const loadPino: () => typeof pino;
export declare const loadPretty: () => typeof PinoPretty;
