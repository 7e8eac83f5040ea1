import type { Document, LineCounter } from "yaml"
import type { z } from "zod"
import type { ContentType, PageType } from "../kind"
import type { CheckedFile } from "../check-file"
import type { Problem } from "../problem"
import type { MediaLookup } from "../image-check"
import type { MarkdownLine } from "./markdown-lines"
import type { FileMemo } from "../memo"

/**
 * One rule of the content check: it reads the shared context of every file and returns the problems
 * it finds. General rules are listed in rules/index.ts and run once; a kind's own rules are its
 * `rules` (src/kinds/<kind>.ts) and run once with that kind as `kind`.
 *
 * A rule a kind lists is imported by the kind's module, so it must not import src/kinds/index.ts
 * (nor check-file.ts, which does): it takes positions from ../problem.ts, and another kind's
 * data through `dataOf` with that kind's own module.
 */
export type ContentRule = (context: RuleContext, kind?: ContentType) => Problem[]

/** A content file whose YAML could be read, with its kind; its schema may still have refused it. */
export interface ParsedFile {
  /** Path from the project root, as problems name it. */
  file: string
  doc: Document
  counter: LineCounter
  /** The parsed YAML (not the schema's output), so a file with a schema problem is still checked. */
  data: Record<string, unknown>
  typeName: string
  type: ContentType
  /** Field paths that already have a schema problem, so a rule does not report them again. */
  schemaFields: ReadonlySet<string>
}

/** A page's address, as links and the navigation rules look it up. */
export interface Route {
  slug: string
  title?: string
  /** The file that makes the page, or its kind's folder for a listing page. */
  file: string
}

export interface RuleContext {
  dataDir: string
  projectDir: string
  /** What data/media holds (on disk for the build, the build's list for the CMS's check). */
  media: MediaLookup
  /** A file of `names` as text: the rules read no file themselves, so the CMS can run them in the browser. */
  text: (name: string) => string
  /** The kinds checked against: src/kinds, or a test's variant. */
  kinds: readonly ContentType[]
  pageKinds: readonly PageType[]
  /** Every file under data/, relative to it with "/" separators, in the order of `checked`. */
  names: readonly string[]
  /** A name of `names` as problems show it: its path from the project root. */
  display: (name: string) => string
  /** Every file as its own check (check-file.ts) found it. */
  checked: readonly CheckedFile[]
  /** The files whose YAML could be read and whose kind is known. */
  parsed: readonly ParsedFile[]
  /** Every file passed its own check: rules that read other files' data need that. */
  allValid: boolean
  /** The page files (of a page kind), readable or not. */
  pages: readonly CheckedFile[]
  /** Every page's address, read from its file even when the file has other problems. */
  routes: readonly Route[]
  /** Page files whose address could not be read at all. */
  unreadable: readonly string[]
  /** The readable files of a kind. */
  filesOf: (kind: ContentType) => ParsedFile[]
  /** The readable file of a settings kind (site.yaml ...). */
  fileOf: (kind: ContentType) => ParsedFile | undefined
  /** A settings file's content as its schema returns it, when the file passed its own check. */
  dataOf: <K extends ContentType>(kind: K) => z.output<K["schema"]> | undefined
  /** The lines of a Markdown file's body (markdown-lines.ts); none for a YAML file. */
  bodyLines: (entry: ParsedFile) => readonly MarkdownLine[]
  /**
   * The memo for checks that read one file alone besides `settings` (the house style's lists, the
   * site's address): the build keeps their results between builds (../file-memo.ts), others run them.
   */
  memo: (settings: unknown) => FileMemo
}
