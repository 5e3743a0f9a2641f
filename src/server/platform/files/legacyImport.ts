import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { MAX_UPLOAD_BYTES, sniff } from './sniff';
import { FILE_ID, insertFile, type FilePurpose } from './service';

const PURPOSES: FilePurpose[] = ['chats', 'prescriptions'];

/**
 * The data step of migration 0015 (SQL cannot read files): files that earlier versions wrote
 * under <uploadDir>/<purpose>/ are copied into stored_files under the same id, so the URLs stored
 * in chat messages and prescriptions resolve again. Runs at every start after the SQL migrations;
 * a file already in the table is skipped (idempotent, and safe when several processes start at
 * once: ON CONFLICT DO NOTHING). The files stay on disk; remove the folder after a backup.
 */
export async function importLegacyFiles(db: Db, uploadDir: string, log: (m: string) => void = () => {}): Promise<{ imported: number; skipped: string[] }> {
  let imported = 0;
  const skipped: string[] = [];
  for (const purpose of PURPOSES) {
    const dir = join(uploadDir, purpose);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => FILE_ID.test(n));
    for (let i = 0; i < names.length; i += 500) {
      const batch = names.slice(i, i + 500);
      const present = new Set((await sql<{ id: string }>`SELECT id FROM stored_files WHERE id IN (${sql.join(batch)})`.execute(db)).rows.map((r) => r.id));
      for (const name of batch.filter((n) => !present.has(n))) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        const bytes = info?.isFile() && info.size > 0 && info.size <= MAX_UPLOAD_BYTES ? await readFile(path) : null;
        const ext = bytes ? sniff(bytes) : null;
        // Today's rules hold for old files too: a file whose bytes are not an allowed type stays out.
        if (!bytes || !ext || !name.endsWith(`.${ext}`)) { skipped.push(`${purpose}/${name}`); continue; }
        if (await insertFile(db, { id: name, purpose, bytes, ext, createdAt: info!.mtime })) imported++;
      }
    }
  }
  if (imported) log(`imported ${imported} uploaded file(s) from ${uploadDir} into the database`);
  if (skipped.length) log(`left ${skipped.length} file(s) in ${uploadDir} that are not an allowed upload: ${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}`);
  return { imported, skipped };
}
