// A baseline checkout to measure "before" against: a git worktree of BENCH_BASELINE (default
// cd7cd7c, the commit before issue 13's work) under /tmp, its node_modules a link to this
// checkout's, kept for the next run (removed with `git worktree remove <dir>`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './harness.ts';

export const BASELINE_REF = process.env.BENCH_BASELINE ?? 'cd7cd7c';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The worktree's directory and commit, made when missing. */
export function baselineCheckout(ref = BASELINE_REF): { dir: string; commit: string } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = `/tmp/pena-bench-baseline-${commit.slice(0, 12)}`;
  const current = fs.existsSync(path.join(dir, '.git')) ? execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim() : '';
  if (current !== commit) {
    git('worktree', 'prune');
    if (fs.existsSync(dir)) git('worktree', 'remove', '--force', dir);
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
