// `import { startEmulator } from 'helpsync/emulator'`: the platform emulator (a real HTTP server on
// a port you choose, port 0 for any), kept out of the main entry point so that `import 'helpsync'`
// does not load the server and its dependencies.
export { startEmulator } from './server.js';
//# sourceMappingURL=index.js.map