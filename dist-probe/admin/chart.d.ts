/**
 * The column that names each row's interval: the first one whose values are all strings (a date, an
 * hour, a month), else the first non-numeric column; undefined when every column is numeric.
 */
export declare function labelColumn(rows: readonly Record<string, unknown>[], columns: string[]): string | undefined;
/** Columns that hold a number in at least one row and nothing but numbers (or blanks) in the others. */
export declare function valueColumns(rows: readonly Record<string, unknown>[], columns: string[]): string[];
/**
 * One chart per numeric column: a title line (`<column> by <label column>`), then one line per row:
 * `<label padded> │<bar> <value>`. Bars scale to the largest value of the column; a positive value
 * shows at least one cell; zero, negative and missing values show no bar (missing is labelled "–").
 * Returns no lines when there is nothing to chart or the width leaves too little room for bars.
 */
export declare function renderBarChart(rows: readonly Record<string, unknown>[], width: number): string[];
