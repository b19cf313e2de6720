/**
 * Child process of the durability test: opens the store in the folder given
 * as the first argument and writes in bursts, one record per update, saying
 * `ack <n>` on stdout after each update returned (the moment the fake
 * backend answers a request). It runs until it is killed.
 */
import { openStore } from '../../../fake-backend/db';
import { createSeed } from '../../../fake-backend/seed';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: store-writer <dataDir>');
const store = openStore(dataDir, () => createSeed('2026-01-05'));
let next = store.read().loginAttempts.filter((entry) => entry.username.startsWith('writer-')).length;
process.stdout.write(`ready ${next}\n`);

function burst(): void {
  const size = 1 + Math.floor(Math.random() * 20);
  for (let index = 0; index < size; index += 1) {
    const n = next;
    store.update((state) => {
      state.loginAttempts.push({ username: `writer-${n}`, failures: n, lockedUntil: null });
    });
    next += 1;
    process.stdout.write(`ack ${n}\n`);
  }
  setTimeout(burst, Math.floor(Math.random() * 5));
}
burst();
