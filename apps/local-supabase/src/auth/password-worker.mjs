// One bcrypt worker of the pool in passwords.ts: hashing (about 100-150 ms of CPU at cost 10
// with bcryptjs) runs here, off the service's event loop. Plain JavaScript so that it loads the
// same way under tsx, vitest and plain Node.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', (task) => {
  try {
    const result =
      task.op === 'hash'
        ? bcrypt.hashSync(task.password, task.cost)
        : bcrypt.compareSync(task.password, task.hash);
    parentPort.postMessage({ id: task.id, result });
  } catch (e) {
    parentPort.postMessage({ id: task.id, error: String(e && e.message ? e.message : e) });
  }
});
