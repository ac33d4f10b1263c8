import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ServerProcess = { url: string; stop: () => Promise<void> };

/**
 * Runs a server in a process of its own, so that the load generator never shares its event loop.
 * The child reports `{ port }` over IPC once it listens.
 */
export async function startServerProcess(
  entry: 'serve-api' | 'serve-bare' | 'serve-bare-redeem' | 'serve-bare-wall',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const file = fileURLToPath(new URL(`./${entry}.ts`, import.meta.url));
  // fork() keeps tsx's loader flags (process.execArgv), so the child runs TypeScript too. BENCH_CPU_PROF=dir
  // writes each server's CPU profile there when it stops, to see where a route's time goes.
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(file, [], {
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${entry} exited with code ${code} before listening`)));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The child's side: report the port, and close cleanly when the parent says so. */
export function reportListening(port: number, close: () => Promise<void>): void {
  process.send?.({ port });
  process.once('SIGTERM', () => {
    void close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  // An orphan never outlives the benchmark.
  process.once('disconnect', () => process.exit(0));
}
