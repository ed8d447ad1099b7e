import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
var DEFAULT_CONFIG_PATH="config/helpsync.yaml";export{DEFAULT_CONFIG_PATH};
