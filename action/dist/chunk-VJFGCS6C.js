import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
import{ApiError,isNotFound}from"./chunk-Z4IBRFHR.js";import"./chunk-UHJHAL7L.js";export{ApiError,isNotFound};
