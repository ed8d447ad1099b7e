import{createRequire as __hsCreateRequire,isBuiltin as __hsIsBuiltin}from"node:module";const __hsRequire=__hsCreateRequire(import.meta.url),require=Object.assign(id=>{if(__hsIsBuiltin(id))return __hsRequire(id);const e=new Error(`Cannot find module '${id}' (the bundle holds its libraries)`);e.code="MODULE_NOT_FOUND";throw e},{resolve:__hsRequire.resolve,cache:__hsRequire.cache}),__filename=import.meta.filename;
import{scrub}from"./chunk-PPXGGUKQ.js";import{commandGuardFor,escapeJsonText,escapeTerminalControls,guardOutput}from"./chunk-PONPSRTO.js";import{runtime}from"./chunk-IQGDS3VB.js";function jsonValue(holderKey,value){return value!==null&&typeof value=="object"&&typeof value.toJSON=="function"?value.toJSON(holderKey):value}function omitted(value){return value===void 0||typeof value=="function"||typeof value=="symbol"}function isWalked(value){if(value===null||typeof value!="object")return!1;if(Array.isArray(value))return!0;let proto=Object.getPrototypeOf(value);return proto===Object.prototype||proto===null}function*valueText(value,indent,depth){if(depth<=0||!isWalked(value)){let text=JSON.stringify(value,null,2);yield indent===""?text:text.replace(/\n/g,`
${indent}`);return}let inner=`${indent}  `;if(Array.isArray(value)){if(value.length===0){yield"[]";return}yield`[
`;for(let i=0;i<value.length;i++){let item=jsonValue(String(i),value[i]);yield inner,omitted(item)?yield"null":yield*valueText(item,inner,depth-1),yield i<value.length-1?`,
`:`
`}yield`${indent}]`;return}let members=Object.keys(value).map(k=>[k,jsonValue(k,value[k])]).filter(([,v])=>!omitted(v));if(members.length===0){yield"{}";return}yield`{
`;for(let i=0;i<members.length;i++){let[k,v]=members[i];yield`${inner}${JSON.stringify(k)}: `,yield*valueText(v,inner,depth-1),yield i<members.length-1?`,
`:`
`}yield`${indent}}`}function*jsonPieces(value,depth=4){let gathered=[],size=0;for(let text of valueText(jsonValue("",value),"",depth))gathered.push(text),size+=text.length,size>=262144&&(yield gathered.join(""),gathered=[],size=0);gathered.push(`
`),yield gathered.join("")}var JSON_DOC_VERSION=1;function print(text){writeOut(text.endsWith(`
`)?text:`${text}
`)}function printLines(lines){let batch=[],size=0;for(let line of lines)batch.push(line),size+=line.length+1,size>=LINES_BATCH&&(writeOut(`${batch.join(`
`)}
`),batch=[],size=0);batch.length>0&&writeOut(`${batch.join(`
`)}
`)}var LINES_BATCH=64*1024;function printJson(doc){for(let piece of jsonPieces(doc))writeAll(1,escapeJsonText(scrub(piece)))}function printErr(text){writeAll(2,guardOutput(scrub(text.endsWith(`
`)?text:`${text}
`),guardFor(2)))}function printWorkflowCommand(line,toStderr){let m=/^::[a-z-]+(?: [^\n]*?)?::/.exec(line),head=m?m[0]:"",data=escapeTerminalControls(scrub(line.slice(head.length))).replace(/[\r\n]/g,c=>c===`
`?"%0A":"%0D");writeAll(toStderr?2:1,`${head}${data}
`)}function writeOut(text){writeAll(1,guardOutput(scrub(text),guardFor(1)))}var sink,captureIsFile=!1;function streamOf(fd){let rt=runtime();return fd===2?rt.stderr:rt.stdout}function guardFor(fd){let isFile=sink?captureIsFile:!!streamOf(fd).isFile;return commandGuardFor(fd,runtime().env,()=>isFile)}function writeAll(fd,text){if(sink)return sink(fd,text);streamOf(fd).write(text)}var isStdinTTY=()=>!!runtime().stdin.isTTY;export{jsonPieces,JSON_DOC_VERSION,print,printLines,printJson,printErr,printWorkflowCommand,isStdinTTY};
