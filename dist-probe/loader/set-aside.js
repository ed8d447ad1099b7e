import { showPath } from '../content/assemble.js';
import { imagesNeeded, missingTargets, resolveRefs } from '../content/resolve-refs.js';
import { hashText, isBlankHtml, richTextHash } from '../html/compare.js';
import { containsSecret } from '../util/redact.js';
import { createAnalyzer } from './analyze-files.js';
import { readImages } from './images.js';
/** Files restored at once: bounds what a restore of every pair (a first push) holds beyond the pairs themselves. */
const RESTORE_BATCH = 2048;
export class BodySetAside {
    ctx;
    /** what each set-aside file was read as, to read it again the same way */
    items = new Map();
    constructor(ctx) {
        this.ctx = ctx;
    }
    /** The analysis with its body's links resolved and the body set aside, where that changes nothing. */
    async take(item, a) {
        if (a.kind !== 'markdown' || a.content === undefined)
            return a;
        const resolved = await this.resolved(item.key, a);
        if (resolved === undefined)
            return a;
        const html = resolved.content;
        if (html === undefined || isBlankHtml(html) || containsSecret(html))
            return resolved;
        this.items.set(item.key, item);
        const out = { ...resolved, contentSetAside: { text: hashText(html), rich: this.richHash(html) } };
        delete out.content;
        return out;
    }
    restore = async (pairs) => {
        const problems = [];
        const todo = pairs.filter((p) => p.setAside !== undefined);
        for (let i = 0; i < todo.length; i += RESTORE_BATCH) {
            const batch = todo.slice(i, i + RESTORE_BATCH);
            const analyzer = createAnalyzer({
                ...(this.ctx.cache ? { cache: this.ctx.cache } : {}),
                poolSize: 0,
                maxFileSize: this.ctx.maxFileSize,
            });
            let results;
            try {
                results = await analyzer.run(batch.map((p) => this.itemOf(p)));
            }
            finally {
                await analyzer.close();
            }
            for (const pair of batch) {
                const a = results.get(pair.file);
                const resolved = a?.kind === 'markdown' ? await this.resolved(pair.file, a) : undefined;
                const html = resolved?.content;
                const was = pair.setAside.content;
                if (html === undefined || was === undefined || hashText(html) !== was.text) {
                    problems.push({
                        severity: 'error',
                        file: showPath(this.ctx.shownRoot, pair.file),
                        message: 'changed while this run was reading it (the plan would not match what was checked): run again',
                    });
                    continue;
                }
                // `content` comes last in a pair's fields, as the loader builds them
                pair.fields = { ...pair.fields, content: html };
                delete pair.setAside;
            }
        }
        return problems;
    };
    itemOf(pair) {
        const item = this.items.get(pair.file);
        if (!item)
            throw new Error(`internal: ${pair.file} was not set aside by this load`);
        return item;
    }
    /** The analysis with its links and images resolved; undefined when they must wait for the history. */
    async resolved(key, a) {
        if (a.refs === undefined)
            return a;
        const one = new Map([[key, a]]);
        const { cfg, site } = this.ctx;
        if (cfg.links && this.ctx.linkHistory && missingTargets(one, site, cfg.links).length > 0)
            return undefined;
        const images = await readImages(imagesNeeded(one, cfg), this.ctx.images, this.ctx.hashes);
        return resolveRefs(one, site, cfg, images).get(key);
    }
    richHash(html) {
        return this.ctx.cache ? this.ctx.cache.richHash(html) : richTextHash(html);
    }
}
//# sourceMappingURL=set-aside.js.map