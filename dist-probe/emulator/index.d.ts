export { startEmulator, type EmulatorOptions, type RunningEmulator, type RequestLogEntry, type EmulatorData } from './server.js';
