// Where `helpsync init --github-workflow` writes the workflows: on their own, so that the command's
// definition (loaded for --help) names them without loading the template and the config schema.
export const WORKFLOW_PATH = '.github/workflows/helpsync.yml';
export const DRIFT_WORKFLOW_PATH = '.github/workflows/helpsync-drift.yml';
