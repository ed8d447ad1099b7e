import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
var LANGUAGE_CODE=/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;function isLanguageCode(name){return LANGUAGE_CODE.test(name)}export{LANGUAGE_CODE,isLanguageCode};
