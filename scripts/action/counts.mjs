// The action's counts from helpsync's --json document: sync/plan/apply ("helpsync-sync"), layout
// ("helpsync-layout"), anything else counts 0. After an apply the results count; on a dry run or a
// plan, what the plan would do. `held`: fields the drift check held back: results with
// status "held", or the plan's `held` list (top level or per language) on a dry run.
const list = (v) => (Array.isArray(v) ? v : []);

export function countResults(doc) {
  const c = { pushed: 0, moved: 0, held: 0, failed: 0 };
  if (!doc || typeof doc !== 'object') return c;
  const plan = doc.plan && typeof doc.plan === 'object' ? doc.plan : undefined;
  const planHeld = plan ? list(plan.held).length + list(plan.languages).reduce((n, l) => n + list(l?.held).length, 0) : 0;
  if (doc.dryRun === false && Array.isArray(doc.results)) {
    for (const r of doc.results) {
      if (r?.status === 'done' && r.kind === 'move') c.moved++;
      else if (r?.status === 'done') c.pushed++;
      else if (r?.status === 'failed' || r?.status === 'refused') c.failed++;
      else if (r?.status === 'held') c.held++;
    }
    if (c.held === 0) c.held = planHeld;
    return c;
  }
  if (plan) {
    c.pushed = list(plan.languages).reduce((n, l) => n + list(l?.pushes).length, 0);
    c.moved = list(plan.moves).length;
    c.held = planHeld;
  }
  return c;
}
