import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
function underCi(env){let v=env.CI;return v!==void 0&&v!==""&&v!=="false"&&v!=="0"}export{underCi};
