// Which record an answer is about. An answer names its record by id, and helpsync goes on to send
// requests to that id: an id that is not well formed (docs/platform-api.md "Ids": a slash, a dot
// segment, whitespace or a control character would address another path) is refused as ids in lists
// are, and an update's answer about another record than the one in the path is not this write's answer.
import { checkRecordId } from '../contract/ids.js';
import { ShapeError, type Operation } from './adapter.js';

/** `record` when its id is well formed and (when given) the one the request named; else a ShapeError. */
export function checkAnswerId<T extends { id: string }>(record: T, op: Operation, expectedId?: string): T {
  const problem = checkRecordId(record.id);
  if (problem !== undefined) throw new ShapeError(op, `the answer's record has an ${problem}`);
  if (expectedId !== undefined && record.id !== expectedId) {
    throw new ShapeError(op, `the answer is about record ${JSON.stringify(record.id)}, not ${JSON.stringify(expectedId)}`);
  }
  return record;
}
