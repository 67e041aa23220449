// A copy of the build served on a port of its own (python3 -m http.server), for journeys
// that change the build (a new version's sw.js, a bundle gone) or stop its server without
// touching the lane's servers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const c = net.connect(port, '127.0.0.1', () => { c.end(); resolve(true); });
    c.on('error', () => resolve(false));
  });
}

/** Copies `dist` to a temporary directory and serves it. Returns { url, dir, stop, close }:
 * `stop` stops the server (the copy stays), `close` stops it and removes the copy. */
export async function serveCopy(dist) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'table-ronde-copy-'));
  fs.cpSync(dist, dir, { recursive: true });
  const port = await freePort();
  let server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await canConnect(port)); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (!server) return;
    const s = server;
    server = null;
    const gone = new Promise((r) => s.once('exit', r));
    s.kill('SIGTERM');
    await gone;
  };
  return {
    url: `http://127.0.0.1:${port}/`,
    dir,
    stop,
    close: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
