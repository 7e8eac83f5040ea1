/** What the site's additions to Decap (src/admin/) use of Decap's own objects, typed once. */

/** React's createElement, which Decap's bundle puts on window for extensions. */
export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** An Immutable.js map as Decap hands it over (an entry, a field, a collection), read by key. */
export interface ImmutableLike {
  get(key: string): unknown
  toJS?(): unknown
}
