// KaTeX for MathText, loaded the first time a formula is on screen: lists, trees and
// overviews show at once, their formulas as plain text (plainMath.ts) for the moment KaTeX
// takes to arrive, and a screen without math never loads it.
import { useEffect, useSyncExternalStore } from 'react';

export type LatexRenderer = (latex: string, display: boolean) => string;

/** A module loaded on first use: its value once loaded, readers told when it arrives. */
export type LazyValue<T> = {
  /** The value, or null while it is not loaded. */
  current(): T | null;
  /** Loads it (once); a failed load (offline, a new deployment) is tried again on the next call. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
};

export function lazyValue<T>(importer: () => Promise<T>): LazyValue<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load() {
      loading ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const latex = lazyValue<LatexRenderer>(() => import('./renderLatex.ts').then((module) => module.renderLatex));

/** Loads KaTeX now (component tests render math at once). */
export const loadLatexRenderer = (): Promise<LatexRenderer> => latex.load();

/** KaTeX's renderer once loaded, else null; `needed` (a formula to show) starts the load. */
export function useLatexRenderer(needed: boolean): LatexRenderer | null {
  const renderer = useSyncExternalStore(latex.subscribe, latex.current, latex.current);
  useEffect(() => {
    // A failed load leaves the plain text; the next formula to show tries again.
    if (needed && !renderer) latex.load().catch(() => undefined);
  }, [needed, renderer]);
  return renderer;
}
