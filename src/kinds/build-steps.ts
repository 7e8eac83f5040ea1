import type { KindBuildSteps } from "../content/kind-build"
import { articlesBuild } from "./articles/build"

/**
 * The kinds' own steps in Gatsby's build (KindBuildSteps of src/content/kind.ts), which gatsby-node.ts
 * runs for every kind listed here. They read and write files, so they are kept apart from the kinds'
 * definitions (src/kinds/index.ts), which the CMS also loads in the browser. A kind with build steps
 * of its own adds one line here besides its line in index.ts.
 */
export const kindBuildSteps: readonly KindBuildSteps[] = [articlesBuild]
