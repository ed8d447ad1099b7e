// What pull writes, byte for byte: front matter the loader reads back as exactly the same strings,
// static-translation YAML, the layout file. Every emitted value is parsed back with the loader's own
// parser and falls back to a double-quoted JSON string (always valid YAML) if anything differs.
import YAML from 'yaml';
import { parseFrontMatter } from '../content/frontmatter.js';
import { parseStaticTranslations } from '../content/static.js';
/** One YAML scalar: plain when the YAML 1.1 and 1.2 readings both keep it as this string, else quoted. */
export function yamlScalar(value) {
    // YAML 1.1 rules quote more (yes/no/on/off, 1_000, 0o7, sexagesimal…): safe for every reader.
    const text = YAML.stringify(value, { version: '1.1', lineWidth: 0, minContentWidth: 0 }).replace(/\n$/, '');
    // Multi-line block scalars depend on indentation in context: keep values on one line.
    if (text.includes('\n'))
        return JSON.stringify(value);
    return text;
}
/**
 * A Markdown file: front matter with `fields` in order (undefined left out), then the body.
 * The loader (content/frontmatter.ts) reads each value back as exactly the given string.
 */
export function markdownDocument(fields, body) {
    const lines = [];
    for (const [key, value] of fields) {
        if (value === undefined)
            continue;
        let line = `${key}: ${yamlScalar(value)}`;
        if (!readsBack(key, line, value))
            line = `${key}: ${JSON.stringify(value)}`;
        lines.push(line);
    }
    const text = body.trim() === '' ? '' : `\n${body.endsWith('\n') ? body : `${body}\n`}`;
    return `---\n${lines.join('\n')}${lines.length ? '\n' : ''}---\n${text}`;
}
function readsBack(key, line, value) {
    const parsed = parseFrontMatter(`---\n${line}\n---\n`);
    const v = parsed.data.get(key);
    return parsed.problems.length === 0 && v?.kind === 'text' && v.value === value;
}
/** `_static.yaml`: flat dotted keys in code-unit order (a nested form could not hold both `a` and `a.b`). */
export function staticDocument(values) {
    const keys = Object.keys(values).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const lines = keys.map((k) => `${yamlScalar(k)}: ${yamlScalar(values[k] ?? '')}`);
    let text = lines.length ? `${lines.join('\n')}\n` : '{}\n';
    // Belt and braces: what the loader reads must be exactly these keys and values.
    if (!staticReadsBack(text, values)) {
        text = `${keys.map((k) => `${JSON.stringify(k)}: ${JSON.stringify(values[k] ?? '')}`).join('\n')}\n`;
    }
    return text;
}
function staticReadsBack(text, values) {
    const parsed = parseStaticTranslations(text);
    if (parsed.problems.length)
        return false;
    const got = new Map(parsed.values.map((v) => [v.key, v.value]));
    const want = Object.entries(values);
    return got.size === want.length && want.every(([k, v]) => got.get(k) === v.trim());
}
//# sourceMappingURL=write-format.js.map