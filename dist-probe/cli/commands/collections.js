export const collectionsCommand = {
    command: 'collections',
    describe: 'Show the collection tree with ids and article counts (for writing the layout file)',
    builder: (y) => y.option('json', { type: 'boolean', default: false, describe: 'print one JSON document' }).example([
        ['$0 collections', 'the tree, indented, with ids and counts'],
        ['$0 collections --json', 'the same as JSON, with the path of each collection'],
    ]),
    handler: async (argv) => (await import('../run/collections.js')).handleCollections(argv),
};
//# sourceMappingURL=collections.js.map