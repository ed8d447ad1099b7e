// Types of scripts/action/outputs.mjs for the tests that import it.
export function setOutputs(values: Record<string, unknown>, file?: string): void;
export function withoutCommands(text: string): string;
export function sha256(data: string | Buffer): string;
export function hashTree(dir: string): string;
export function commandEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function runHelpsync(actionPath: string, argv: string[], env: NodeJS.ProcessEnv, stdout?: (text: string) => void): Promise<number>;
export const BODY_LIMIT: number;
export function noMentions(text: string): string;
export function capBody(text: string, whereFull: string, limit?: number): string;
