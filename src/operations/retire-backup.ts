// The backup a retirement writes before it deletes a record (apply/retire.ts asks for it): one JSON
// file per record in `.helpsync/backups/` (admin/backup.ts, the same format as the admin deletions'),
// holding the record as listed (collection, isDraft, lexorank, externalId) and its translation entry
// (every field in every language). `helpsync restore` re-creates from the newest one.
import type { PlanTarget } from '../apply/types.js';
import type { RetiredSnapshot } from '../apply/retire.js';
import type { Config } from '../config/config.js';
import { backupsDir } from '../config/state-dir.js';
import { writeBackup } from '../admin/backup.js';

export function retireBackupWriter(
  config: Config,
  target: PlanTarget,
  now: () => number = Date.now,
): (s: RetiredSnapshot) => Promise<string> {
  return (s) =>
    writeBackup({
      dir: backupsDir(config.configDir),
      recordKind: s.kind,
      id: s.id,
      project: target.project,
      baseUrl: target.baseUrl,
      source: `retire ${s.file}`,
      record: { file: s.file, record: s.record, entry: s.entry },
      now: now(),
    });
}
