import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_DIR } from '../src/config.ts';

/** How a child process of the service ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * Runs `src/<entry>` (main.ts, standalone.ts) in a child process with `env` over this
 * process's environment, and resolves once `ready` recognises its output (the first value it
 * returns that is not undefined), or rejects if the process exits first. Every child is added to
 * `track`, so a test file can kill what it started in `afterAll` (see `killAll`).
 */
export function spawnService<T>(
  entry: string,
  env: Record<string, string>,
  ready: (stdout: string) => T | undefined,
  track: ChildProcess[],
): Promise<{ child: ChildProcess; exited: Promise<Exit>; ready: T; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', entry)], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  return new Promise((resolve, reject) => {
    let done = false;
    child.stdout!.on('data', (d) => {
      stdout += d.toString();
      if (done) return;
      const value = ready(stdout);
      if (value === undefined) return;
      done = true;
      resolve({ child, exited, ready: value, stdout });
    });
    void exited.then((e) =>
      reject(new Error(`${entry} exited early (${e.code ?? e.signal}): ${e.stderr}`)),
    );
  });
}

/** Kills every tracked child that is still running. */
export function killAll(track: ChildProcess[]): void {
  for (const c of track) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** The URL and anon key the service's banner prints, once it prints `marker` (or both are known). */
export function bannerReady(marker?: RegExp) {
  return (stdout: string) => {
    if (marker && !marker.test(stdout)) return undefined;
    const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
    const anonKey = /anon key:\s+(\S+)/.exec(stdout)?.[1];
    return url && anonKey ? { url, anonKey } : undefined;
  };
}
