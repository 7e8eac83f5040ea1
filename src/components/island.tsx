import { createElement, type FunctionComponent } from "react"
import { islandIcons, islands, type IslandName, type IslandProps } from "../islands/registry"
import { IconsInPage, noteIcons } from "./icon"

/**
 * A part of a page that the browser renders with React (an "island"); everything else on a page is
 * markup only. The build renders the component to HTML like the rest of the page and writes its
 * props beside it as JSON; src/browser/site.ts loads the islands' bundle (src/browser/islands-entry.ts,
 * which runs src/browser/islands.ts) when the visitor nears or enters the island, and that bundle
 * hydrates it from those props. Props must therefore be plain
 * data, the same on the server and in the browser.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  const component = islands[name] as FunctionComponent<IslandProps<Name>>
  noteIcons(islandIcons[name])
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <IconsInPage.Provider value={true}>{createElement(component, props)}</IconsInPage.Provider>
    </div>
  )
}
