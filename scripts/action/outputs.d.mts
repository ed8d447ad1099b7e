// Types of scripts/action/outputs.mjs for the tests that import it.
export function setOutputs(values: Record<string, unknown>, file?: string): void;
export function withoutCommands(text: string): string;
export function sha256(data: string | Buffer): string;
export function hashTree(dir: string): string;
