import type { EmulatorData } from './data.js';
export declare const DEMO_DATA: EmulatorData;
