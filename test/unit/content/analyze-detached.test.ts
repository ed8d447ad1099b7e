// A file's analysis keeps none of the file's text alive: V8 keeps a string cut out of a longer one
// as a slice that holds the whole original, so a title kept for the plan could keep its file's
// Markdown in memory for the whole run. Measured on the heap after a full GC: twenty analyses of
// 1 MB files, of which only the front matter is kept, must hold far less than the files' 20 MB.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyzeFile, type FileAnalysis } from '../../../src/content/analyze.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const FILES = 20;
const BODY_BYTES = 1024 * 1024;

function file(i: number): Uint8Array {
  const body = `Paragraph ${i} of filler text for the body.\n\n`.repeat(BODY_BYTES / 44);
  return Buffer.from(
    `---\nentry: article:${1000 + i}\ntitle: A title long enough to be a slice ${i}\ndescription: And a description, also long ${i}\n---\n${body}`,
  );
}

describe('analyzeFile', () => {
  it('keeps no slice of the file text in the front matter values it returns', () => {
    const inputs = Array.from({ length: FILES }, (_, i) => file(i));
    gc();
    const before = process.memoryUsage().heapUsed;
    // 'never': the body is not rendered (it is outside the run), only the front matter is kept
    const kept: FileAnalysis[] = inputs.map((bytes) => analyzeFile(bytes, { kind: 'markdown', isIndex: false, render: 'never' }));
    gc();
    const held = process.memoryUsage().heapUsed - before;
    const first = kept[0]!;
    expect(first.kind === 'markdown' && first.fields.title).toEqual({
      kind: 'text',
      value: 'A title long enough to be a slice 0',
      line: 3,
    });
    expect(held).toBeLessThan((FILES * BODY_BYTES) / 4);
  });
});
