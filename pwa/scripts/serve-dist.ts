// Starts marigold-serve on a free port of 127.0.0.1 for a benchmark, and resolves once it
// answers, so no measurement times its start. Shared by bench.ts and search-bench.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** `server` (the marigold-serve binary) serving `root`; throws if it exits or never answers. */
export async function serveDist(server: string, root: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(server, ['--root', root, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`${server} exited before answering`);
    try {
      await fetch(`${origin}/`);
      return { child, origin };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${server} did not answer on port ${port} within 10 s`);
}
