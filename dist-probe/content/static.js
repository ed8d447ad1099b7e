// `<language>/_static.yaml`: a map of key → text; nested maps flatten to dotted keys.
// Scalars keep the text they were written with (failsafe schema), like front matter.
import { isAlias, isMap, isScalar, isSeq, Scalar } from 'yaml';
import { parseYaml } from '../util/yaml.js';
const NULL_WORDS = new Set(['~', 'null', 'Null', 'NULL', '']);
export function parseStaticTranslations(text) {
    const { doc, lineAt, problems } = parseYaml(text, { schema: 'failsafe' });
    const values = [];
    if (problems.length)
        return { values, problems };
    const root = doc.contents;
    if (root === null || (isScalar(root) && NULL_WORDS.has(typeof root.value === 'string' ? root.value : ''))) {
        return { values, problems };
    }
    if (!isMap(root)) {
        problems.push({
            severity: 'error',
            line: lineAt(root.range?.[0]),
            message: 'static translations must be a map of keys to text (key: text, or nested maps of them)',
        });
        return { values, problems };
    }
    /** dotted key → where it was first defined, to catch `a.b` next to `a: {b}` */
    const seen = new Map();
    const walk = (map, prefix) => {
        for (const pair of map.items) {
            const keyNode = pair.key;
            const keyLine = lineAt(keyNode?.range?.[0]) ?? 1;
            if (!isScalar(keyNode) || typeof keyNode.value !== 'string' || keyNode.value.trim() === '') {
                problems.push({ severity: 'error', line: keyLine, message: 'static translation keys must be non-empty text' });
                continue;
            }
            const key = prefix + keyNode.value;
            const node = pair.value;
            if (isMap(node)) {
                walk(node, `${key}.`);
                continue;
            }
            const line = lineAt(node?.range?.[0]) ?? keyLine;
            if (isSeq(node) || isAlias(node) || (node !== null && !isScalar(node))) {
                problems.push({ severity: 'error', line, message: `"${key}" must be text or a map, not ${isSeq(node) ? 'a list' : 'an alias'}` });
                continue;
            }
            const first = seen.get(key);
            if (first !== undefined) {
                problems.push({
                    severity: 'error',
                    line: keyLine,
                    message: `key "${key}" is defined twice (also on line ${first}, written ${key.includes('.') ? 'as a dotted key or nested map' : 'again'})`,
                });
                continue;
            }
            seen.set(key, keyLine);
            if (node === null)
                continue;
            const text = typeof node.value === 'string' ? node.value : '';
            if (node.type === Scalar.PLAIN && NULL_WORDS.has(text))
                continue;
            const value = text.trim();
            // Empty text would clear the platform's value; helpsync never clears.
            if (value === '')
                continue;
            values.push({ key, value, line });
        }
    };
    walk(root, '');
    return { values, problems };
}
//# sourceMappingURL=static.js.map