import{createRequire as __hsCreateRequire,isBuiltin as __hsIsBuiltin}from"node:module";const __hsRequire=__hsCreateRequire(import.meta.url),require=Object.assign(id=>{if(__hsIsBuiltin(id))return __hsRequire(id);const e=new Error(`Cannot find module '${id}' (the bundle holds its libraries)`);e.code="MODULE_NOT_FOUND";throw e},{resolve:__hsRequire.resolve,cache:__hsRequire.cache}),__filename=import.meta.filename;
import{scrub,scrubDeep}from"./chunk-7BOZZKSH.js";import{commandGuardFor,escapeJsonText,escapeTerminalControls,guardOutput}from"./chunk-J5F2XHRB.js";import{runtime}from"./chunk-IQGDS3VB.js";var JSON_DOC_VERSION=1;function print(text){writeOut(text.endsWith(`
`)?text:`${text}
`)}function printJson(doc){writeAll(1,escapeJsonText(`${JSON.stringify(scrubDeep(doc),null,2)}
`))}function printErr(text){writeAll(2,guardOutput(scrub(text.endsWith(`
`)?text:`${text}
`),guardFor(2)))}function printWorkflowCommand(line,toStderr){let m=/^::[a-z-]+(?: [^\n]*?)?::/.exec(line),head=m?m[0]:"",data=escapeTerminalControls(scrub(line.slice(head.length))).replace(/[\r\n]/g,c=>c===`
`?"%0A":"%0D");writeAll(toStderr?2:1,`${head}${data}
`)}function writeOut(text){writeAll(1,guardOutput(scrub(text),guardFor(1)))}var sink,captureIsFile=!1;function streamOf(fd){let rt=runtime();return fd===2?rt.stderr:rt.stdout}function guardFor(fd){let isFile=sink?captureIsFile:!!streamOf(fd).isFile;return commandGuardFor(fd,runtime().env,()=>isFile)}function writeAll(fd,text){if(sink)return sink(fd,text);streamOf(fd).write(text)}var isStdinTTY=()=>!!runtime().stdin.isTTY;export{JSON_DOC_VERSION,print,printJson,printErr,printWorkflowCommand,isStdinTTY};
