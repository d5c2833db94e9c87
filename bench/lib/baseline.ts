// A baseline checkout to measure "before" against: a git worktree of BENCH_BASELINE (default
// cd7cd7c, the code before the read paths ran on prepared statements) under /tmp, its
// node_modules a link to this checkout's, kept for the next run (removed with
// `git worktree remove <dir>`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './harness.ts';

export const BASELINE_REF = process.env.BENCH_BASELINE ?? 'cd7cd7c';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit checked out at `dir`; '' when it is no checkout (or one whose repository is gone). */
function headOf(dir: string): string {
  if (!fs.existsSync(path.join(dir, '.git'))) return '';
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The worktree's directory and commit, made when missing. */
export function baselineCheckout(ref = BASELINE_REF): { dir: string; commit: string } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = `/tmp/pena-bench-baseline-${commit.slice(0, 12)}`;
  if (headOf(dir) !== commit) {
    git('worktree', 'prune');
    // Another checkout's worktree (or what is left of one whose checkout is gone) is removed as a directory.
    if (fs.existsSync(dir)) {
      try {
        git('worktree', 'remove', '--force', dir);
      } catch {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    git('worktree', 'add', '--detach', dir, commit);
  }
  // Linked to this checkout's modules even when another checkout made the worktree: the counter
  // of SQL statements (statements.ts, loaded from here) counts through this checkout's drivers.
  const modules = path.join(dir, 'node_modules');
  const ours = path.join(root, 'node_modules');
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink() && fs.readlinkSync(modules) !== ours) fs.rmSync(modules);
  if (!fs.existsSync(modules)) fs.symlinkSync(ours, modules);
  return { dir, commit };
}
