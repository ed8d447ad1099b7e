import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
import{readToken}from"./chunk-DPIFGDYJ.js";import{isJwtShaped}from"./chunk-QZEJ7MAE.js";import"./chunk-2OPWWNTR.js";import"./chunk-SDXQPLHY.js";import"./chunk-A6ZXYYS3.js";import"./chunk-UHJHAL7L.js";export{isJwtShaped,readToken};
