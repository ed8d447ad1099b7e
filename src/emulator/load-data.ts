// Where the emulator's starting state comes from (state file, data option, data file, demo data) and
// the state file it rewrites after each change (`--state FILE`, the seed schema of ./data.ts).
import { readFile } from 'node:fs/promises';
import { validateEmulatorData, EmulatorDataError, type EmulatorData } from './data.js';
import { DEMO_DATA } from './demo-data.js';
import { writeFileAtomic } from '../util/atomic-write.js';

export interface DataSources {
  data?: EmulatorData;
  dataFile?: string;
  stateFile?: string;
}

/** The state file when it exists, else the data option, the data file, or the built-in demo data. */
export async function loadData(opts: DataSources): Promise<{ data: EmulatorData; fromState: boolean }> {
  if (opts.stateFile) {
    const text = await readFile(opts.stateFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw new EmulatorDataError(opts.stateFile ?? '', [`cannot read state file: ${err.message}`]);
    });
    if (text !== undefined) return { data: parseJsonData(text, opts.stateFile), fromState: true };
  }
  if (opts.data) return { data: validateEmulatorData(opts.data, 'data option'), fromState: false };
  if (opts.dataFile) {
    const file = opts.dataFile;
    const text = await readFile(file, 'utf8').catch((err: Error) => {
      throw new EmulatorDataError(file, [`cannot read data file: ${err.message}`]);
    });
    return { data: parseJsonData(text, file), fromState: false };
  }
  return { data: validateEmulatorData(DEMO_DATA, 'built-in demo data'), fromState: false };
}

function parseJsonData(text: string, source: string): EmulatorData {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new EmulatorDataError(source, [`not valid JSON: ${(err as Error).message}`]);
  }
  return validateEmulatorData(raw, source);
}

/** Serialised, atomic writes of the state file: a change waits for a write that started after it. */
export class StateFile {
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  constructor(
    private readonly file: string,
    private readonly snapshot: () => unknown,
  ) {}

  persist(): Promise<void> {
    if (this.queued) return this.queued;
    const p = this.chain
      .catch(() => undefined)
      .then(() => {
        // The snapshot is taken now, so every change made before this point is in it.
        this.queued = null;
        return this.writeNow();
      });
    this.queued = p;
    this.chain = p;
    return p;
  }

  async flush(): Promise<void> {
    await this.chain.catch(() => undefined);
  }

  private async writeNow(): Promise<void> {
    // The --state file is named by the user: taken as given (src/util/atomic-write.ts).
    await writeFileAtomic(this.file, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
  }
}
