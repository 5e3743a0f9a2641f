import { readFileSync, watchFile, unwatchFile } from 'node:fs';
import { abilitiesOf, parsePermissions, type AbilityMap, type Grant, type PermissionModel } from '../../shared/permissions/model';

/**
 * Holds the parsed permissions.yaml and reloads it when the file changes. A file that no longer
 * parses is refused with a logged error and the last good model stays in force.
 */
export class PermissionStore {
  private model: PermissionModel;
  private listener: ((cur: { mtimeMs: number }, prev: { mtimeMs: number }) => void) | null = null;

  constructor(private readonly file: string, private readonly log: { info: (m: string) => void; error: (m: string) => void }) {
    this.model = parsePermissions(readFileSync(file, 'utf8'), file);
  }

  get abilities(): Map<string, string> {
    return this.model.abilities;
  }

  isKnown(ability: string): boolean {
    return this.model.abilities.has(ability);
  }

  /** The grant of the first of `abilities` the role holds, or null. */
  grantFor(role: string, abilities: string[]): Grant | null {
    const grants = this.model.roles.get(role as never);
    for (const a of abilities) {
      const g = grants?.get(a);
      if (g) return g;
    }
    return null;
  }

  abilitiesOf(role: string): AbilityMap {
    return abilitiesOf(this.model, role);
  }

  reload(): boolean {
    try {
      this.model = parsePermissions(readFileSync(this.file, 'utf8'), this.file);
      this.log.info(`permissions reloaded from ${this.file}`);
      return true;
    } catch (e) {
      this.log.error(`permissions not reloaded: ${(e as Error).message}`);
      return false;
    }
  }

  watch(intervalMs = 500): void {
    if (this.listener) return;
    this.listener = (cur, prev) => { if (cur.mtimeMs !== prev.mtimeMs) this.reload(); };
    watchFile(this.file, { interval: intervalMs }, this.listener);
  }

  /** Stops watching (only this store's listener: other apps in the process may watch the file too). */
  close(): void {
    if (this.listener) unwatchFile(this.file, this.listener);
    this.listener = null;
  }
}
