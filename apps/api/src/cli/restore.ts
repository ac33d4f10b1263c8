// node apps/api/src/cli/restore.ts FILE: brings a backup (npm run backup) back into DATA_DIR, which must
// hold no database yet. `npm start -- --restore FILE` runs it before starting.
import path from 'node:path';
import { loadEnv } from '../config/env';
import { RestoreRefused, restoreBackup } from '../lib/backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm start -- --restore FILE');
  process.exit(2);
}
const dataDir = path.resolve(loadEnv().DATA_DIR);
try {
  const { createdAt } = await restoreBackup({ file: path.resolve(file), dataDir });
  console.log(`restored the backup of ${createdAt} into ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
}
