import{createRequire as __helpsyncCreateRequire}from"node:module";const require=__helpsyncCreateRequire(import.meta.url),__filename=import.meta.filename;
import{runtime}from"./chunk-A6ZXYYS3.js";import path from"node:path";function displayPath(file,cwd=runtime().cwd()){let rel=path.relative(cwd,file);return rel&&!rel.startsWith("..")&&!path.isAbsolute(rel)?rel:file}export{displayPath};
