// The SIGINT notice on a terminal: a line of its own in the progress lines' style (the redrawn line
// cleared first), not a log record; without a terminal, the log's warning as before.
import { describe, expect, it } from 'vitest';
import { installSignalHandlers } from '../../../src/cli/signals.js';
import { createLogger } from '../../../src/util/log.js';

describe('the interrupt notice', () => {
  it('on a terminal: the progress line cleared, then the notice on its own line; no log record', () => {
    const logged: string[] = [];
    const lines: string[] = [];
    const i = installSignalHandlers(createLogger({ level: 'info', json: true, write: (l) => logged.push(l) }), {
      notice: (l) => lines.push(l),
    });
    try {
      process.emit('SIGINT', 'SIGINT');
      expect(i.signal.aborted).toBe(true);
      expect(i.exitCode()).toBe(130);
    } finally {
      i.dispose();
    }
    expect(lines).toEqual([
      '\r\x1b[2KSIGINT received: starting nothing new, waiting briefly for requests in flight (send again to exit now)\n',
    ]);
    expect(logged).toEqual([]);
  });

  it('without a terminal: a warning in the log', () => {
    const logged: string[] = [];
    const i = installSignalHandlers(createLogger({ level: 'info', json: true, write: (l) => logged.push(l) }));
    try {
      process.emit('SIGTERM', 'SIGTERM');
    } finally {
      i.dispose();
    }
    expect(logged.map((l) => (JSON.parse(l) as { level: number; msg: string }).msg)).toEqual([
      'SIGTERM received: starting nothing new, waiting briefly for requests in flight (send again to exit now)',
    ]);
  });
});
