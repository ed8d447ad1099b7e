import { cacheDir } from '../config/state-dir.js';
import { loadContentSettingAside, loadContentWith } from '../loader/content.js';
import { needsDocIds, readDocIds } from './doc-ids.js';
import { linkHistoryLookup } from '../loader/link-history.js';
export function cacheDirFor(config) {
    return cacheDir(config.configDir);
}
/** The content folder as the config and the run's selection say (cached beside the config unless `cache` is false). */
export async function loadLocal(config, sel) {
    return (await loadLocalWith(config, sel, false)).local;
}
/** loadLocal; with `settingAside`, bodies are set aside as they are read (loader/set-aside.ts) and `restore` reads them again. */
export async function loadLocalWith(config, sel, settingAside) {
    // docIds only when links.articleUrl uses {docId} (a read; without a client, links warn)
    const docIds = needsDocIds(config) && sel.client ? await readDocIds(await sel.client(), sel.placement) : undefined;
    const options = {
        contentDir: config.contentDir,
        sourceLanguage: config.sourceLanguage,
        languages: config.languages,
        selectLanguages: sel.languages,
        only: sel.only,
        strict: sel.strict,
        ...(sel.cache === false ? {} : { cacheDir: cacheDirFor(config) }),
        maxFileSize: config.maxFileSize,
        workers: config.workers,
        ...(config.alertLabels ? { alertLabels: config.alertLabels } : {}),
        ...(config.links ? { links: config.links } : {}),
        ...(config.images ? { images: config.images } : {}),
        ...(docIds ? { docIds } : {}),
        ...linkHistoryOf(sel),
        ...(sel.collectUnbound ? { collectUnbound: true } : {}),
        ...(sel.bindings ? { bindings: sel.bindings } : {}),
    };
    const engine = sel.analysisCache ? { cache: sel.analysisCache } : {};
    const loaded = settingAside ? await loadContentSettingAside(options, engine) : { local: await loadContentWith(options, engine) };
    return docIds ? { ...loaded, local: { ...loaded.local, docIds } } : loaded;
}
function linkHistoryOf(sel) {
    if (sel.linkHistory)
        return { linkHistory: sel.linkHistory };
    return sel.repo ? { linkHistory: linkHistoryLookup(sel.repo, sel.logger) } : {};
}
//# sourceMappingURL=load-local.js.map