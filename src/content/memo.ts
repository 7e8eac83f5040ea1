/**
 * A check of one content file, run through a memo: the build's content check keeps such results
 * between builds (file-memo.ts); the CMS and the tests run every check directly. No Node module here:
 * the CMS's save check runs the same checks in the browser.
 */

/** Runs `run`, the check `check` of one file, or returns its kept result (plain JSON). */
export type FileMemo = <T>(check: string, entry: { file: string }, run: () => T) => T

/** No cache: every check runs. */
export const runDirectly: FileMemo = (_check, _entry, run) => run()
