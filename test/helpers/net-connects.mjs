// `node --import <this file>`: records every outgoing TCP connection attempt the process makes, one
// `host:port` a line, in the file named by HELPSYNC_TEST_CONNECTS (test/reliability/bad-input-setup.test.ts).
// Every client socket (net.connect, tls.connect, undici's pool) goes through Socket#connect, so a
// refusal that happens "before any connection" shows here as no line for that host, whatever the
// machine's load. Does nothing without the variable.
import { appendFileSync } from 'node:fs';
import net from 'node:net';

const out = process.env.HELPSYNC_TEST_CONNECTS;
if (out) {
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (...args) {
    // net.connect passes its already-normalised arguments as one array ([options, callback]).
    const [first, second] = Array.isArray(args[0]) ? args[0] : args;
    const target =
      first !== null && typeof first === 'object'
        ? (first.path ?? `${first.host ?? 'localhost'}:${first.port}`)
        : typeof first === 'string' && Number.isNaN(Number(first))
          ? first
          : `${typeof second === 'string' ? second : 'localhost'}:${first}`;
    appendFileSync(out, `${target}\n`);
    return connect.apply(this, args);
  };
}
