import type { CreateNodeArgs, Node } from "gatsby"
import { readContentFile } from "./routes"
import { contentTypeOf, isMarkdown, type ContentType } from "./kind"

/**
 * A Markdown content file (an article: YAML front matter and a body) as a node of its kind's type
 * (`Article`), the way gatsby-transformer-yaml makes a YAML file a node: the front matter's fields
 * plus `body`, a child of the File node, typed by the schema gatsby-node declares from the kind's zod
 * schema. The file is parsed by parseContent through the routes' cache (src/content/routes.ts), so
 * the routes, the sitemap and the feeds read the same parse instead of parsing the file again.
 */

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

const isFile = (node: Node): node is FileNode => node.internal.type === "File"

/** Makes the node of a Markdown content file; returns whether `node` was one. */
export function createMarkdownNode(
  kinds: readonly ContentType[],
  { node, actions, createNodeId, reporter }: CreateNodeArgs,
): boolean {
  if (!isFile(node) || node.sourceInstanceName !== "data" || !node.relativePath.endsWith(".md")) return false
  const kind = contentTypeOf(kinds, node.relativePath)
  if (!kind || !isMarkdown(kind)) return false
  let data: unknown
  try {
    data = readContentFile(node.absolutePath)
  } catch (error) {
    // The content check has reported it (the build stopped before this); under `gatsby develop`
    // the file makes no node until it is fixed, as a YAML file the transformer cannot parse.
    reporter.error(`Could not read data/${node.relativePath}`, error as Error)
    return true
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return true
  const child = {
    ...data,
    id: createNodeId(`${node.id} >>> ${kind.typeName}`),
    parent: node.id,
    children: [],
    // The file's digest: a node whose file did not change keeps its page query's result.
    internal: { type: kind.typeName, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
  return true
}
