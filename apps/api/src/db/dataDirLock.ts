import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is one process's database: a second process opening the same data directory (a
 * restarted server while the old one still runs, `npm run runs` or `npm run backup` next to a
 * running server) corrupts it. The process that opens it holds `<dataDir>.lock` (next to the
 * directory, so never inside a backup of it) with its pid and start time; another process is
 * refused while that process lives. A lock left by a killed process is taken over.
 * docs/money-and-ledger.md#crashes-and-backups. tools/backup-lib.mjs reads the same file.
 */
export class DataDirInUseError extends Error {}

export const lockPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`;

/** The process's start time in clock ticks since boot (Linux), so a reused pid is not mistaken for it. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function holder(file: string): { pid: number; start: string } | null {
  try {
    const [pid, start] = readFileSync(file, 'utf8').trim().split(/\s+/);
    return { pid: Number(pid), start: start ?? '' };
  } catch {
    return null;
  }
}

function alive(h: { pid: number; start: string }): boolean {
  if (!Number.isInteger(h.pid) || h.pid <= 0) return false;
  if (existsSync('/proc/self/stat')) return startTime(h.pid) === h.start;
  try {
    process.kill(h.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the data directory's lock for this process; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  const mine = `${process.pid} ${startTime(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (holder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const h = holder(file);
      if (h && alive(h))
        throw new DataDirInUseError(
          `PGlite's data directory ${dataDir} is in use by process ${h.pid}: stop it first (PGlite serves one process; remove ${file} only if that process is not a Kola server)`,
        );
      rmSync(file, { force: true }); // left by a process that no longer runs
    }
  }
  throw new DataDirInUseError(`Could not take the lock ${file}`);
}
