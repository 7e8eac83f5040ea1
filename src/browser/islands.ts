import { createElement, type FunctionComponent } from "react"
import { hydrateRoot } from "react-dom/client"
import { islands, type IslandName } from "../islands/registry"

/**
 * Hydrates every island of the page (see src/components/island.tsx) with the props its HTML
 * carries. Loaded by site.ts only on pages that have one, when the visitor nears it.
 */
export function hydrateIslands(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>("[data-island]").forEach((element) => {
    const name = element.dataset.island as IslandName
    const component = islands[name] as FunctionComponent<object> | undefined
    if (!component) throw new Error(`Unknown island "${name}"`)
    hydrateRoot(element, createElement(component, JSON.parse(element.dataset.props ?? "{}") as object))
  })
}
