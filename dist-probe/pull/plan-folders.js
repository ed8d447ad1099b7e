// Where pulled entries go: collection folders follow the platform's collection tree,
// existing files keep their place, email templates share one folder. PURE.
import path from 'node:path';
import { INDEX_FILE } from './names.js';
import { slugFromId, slugFromTitle } from './slug.js';
/** Folder (in each language folder) for email templates, which belong to no collection. */
export const EMAIL_TEMPLATE_FOLDER = 'email-templates';
export const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** The collection tree and the folder of each collection, resolved on demand and kept. */
export class CollectionFolders {
    namer;
    existingRel;
    problems;
    nodes = new Map();
    emailFolderName;
    constructor(namer, 
    /** entryId → path relative to the language folder, from the repo's source-language files */
    existingRel, problems) {
        this.namer = namer;
        this.existingRel = existingRel;
        this.problems = problems;
    }
    /** Adds the platform's collections (titles: the source language's, from the entry when it has one). */
    addAll(collections, titleOf) {
        for (const c of collections)
            this.nodes.set(c.id, { id: c.id, parentId: c.parentId, title: titleOf(c) });
        // Deterministic order: parents before children, siblings by id.
        for (const id of [...this.nodes.keys()].sort(byCodeUnit))
            this.folderOf(id);
    }
    has(id) {
        return this.nodes.has(id);
    }
    /** A collection entry the tree does not list: a folder at the top level. */
    addOrphan(id, title) {
        if (!this.nodes.has(id))
            this.nodes.set(id, { id, parentId: null, title });
    }
    folderOf(id, seen = new Set()) {
        const node = this.nodes.get(id);
        if (!node)
            return '';
        if (node.folder !== undefined)
            return node.folder;
        const existing = this.existingRel.get(`collection:${id}`);
        if (existing !== undefined) {
            const dir = path.posix.dirname(existing);
            return (node.folder = dir === '.' ? '' : dir);
        }
        let parent = '';
        if (node.parentId !== null) {
            if (seen.has(id) || !this.nodes.has(node.parentId)) {
                const why = seen.has(id) ? 'its parents form a loop' : `its parent ${node.parentId} is not in the collection tree`;
                this.problems.push({ severity: 'warning', message: `collection:${id}: ${why}: placed at the top level` });
            }
            else {
                seen.add(id);
                parent = this.folderOf(node.parentId, seen);
            }
        }
        if (node.folder !== undefined)
            return node.folder; // set while resolving a loop
        const folder = this.namer.claimFolder(parent, slugFromTitle(node.title) ?? slugFromId(id), id);
        if (folder === undefined) {
            this.problems.push({
                severity: 'error',
                message: `collection:${id}: no folder name fits in ${parent || 'the language folder'} (Windows' 260-character paths)`,
            });
        }
        return (node.folder = folder ?? parent);
    }
    /** Where a collection's `_index.md` goes. */
    indexPath(id) {
        return `${this.folderOf(id)}/${INDEX_FILE}`.replace(/^\//, '');
    }
    /**
     * Email templates share one folder: the one existing templates already live in, else
     * `email-templates` (also when it exists: it is the conventional place), unless a collection's
     * folder has that name.
     */
    emailFolder() {
        if (this.emailFolderName !== undefined)
            return this.emailFolderName;
        const existingTemplate = [...this.existingRel.entries()]
            .filter(([id]) => id.startsWith('emailtemplate:'))
            .map(([, rel]) => path.posix.dirname(rel))
            .sort(byCodeUnit)[0];
        if (existingTemplate !== undefined)
            return (this.emailFolderName = existingTemplate === '.' ? '' : existingTemplate);
        const taken = new Set([...this.nodes.values()].map((n) => n.folder?.toLowerCase()));
        let name = EMAIL_TEMPLATE_FOLDER;
        for (let n = 2; taken.has(name) || this.namer.ownsFolder(name); n++)
            name = `${EMAIL_TEMPLATE_FOLDER}-${n}`;
        return (this.emailFolderName = name);
    }
}
//# sourceMappingURL=plan-folders.js.map