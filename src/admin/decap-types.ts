/** What the site's additions to Decap (src/admin/) use of Decap's own objects, typed once. */

import type { CmsConfig } from "../content/cms-config"

/** React's createElement, which Decap's bundle puts on window for extensions. */
export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** An Immutable.js map as Decap hands it over (an entry, a field, a collection), read by key. */
export interface ImmutableLike {
  get(key: string): unknown
  toJS?(): unknown
}

/** An entry as Decap's events hand it over: read, converted and extended (a new map). */
export interface ImmutableMap {
  get(key: string): unknown
  set(key: string, value: unknown): ImmutableMap
  toJS(): Record<string, unknown>
}

/** window.CMS: the parts of Decap's API the additions call. */
export interface DecapCms {
  init(options: { config: CmsConfig }): void
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }): void
  getLocale(name: string): Record<string, unknown> | undefined
  registerLocale(name: string, phrases: Record<string, unknown>): void
  getWidget(name: string): { control: unknown; preview: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getBackend(name: string): { init: (...args: unknown[]) => BackendImplementation } | undefined
  registerPreviewTemplate(name: string, component: unknown): void
  registerEditorComponent(component: EditorComponent): void
  registerPreviewStyle(style: string, options: { raw: boolean }): void
}

/** What the CMS uses of a Decap backend: its deletion of files and its reading of a media file, which every git host implements. */
export interface BackendImplementation {
  deleteFiles?: (paths: string[], commitMessage: string) => Promise<unknown>
  getMediaFile?: (path: string) => Promise<{ file?: Blob }>
}

declare global {
  interface Window {
    CMS: DecapCms
    h: CreateElement
    createClass: <T extends object>(spec: T & ThisType<T & { props: Record<string, unknown> }>) => unknown
  }
}

/** A picture block of the article editor (editor-components.ts). */
export interface ImageBlock {
  image?: string
  alt?: string
  title?: string
}

/** A block of the editor's "+" menu, as Decap registers it. */
export interface EditorComponent {
  id: string
  label: string
  type?: string
  fields?: Record<string, unknown>[]
  pattern?: RegExp
  fromBlock?: (match: RegExpMatchArray) => ImageBlock
  toBlock?: (data: ImageBlock) => string
  toPreview?: (data: ImageBlock, getAsset: (path: string, field: unknown) => unknown, fields?: ImmutableLike[]) => unknown
}
