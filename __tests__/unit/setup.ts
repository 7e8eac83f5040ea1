import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { siteDataQueryResult } from "../support/site-data"

// findBy… and waitFor wait for what a form shows after its server answers. A quiet run needs under 0.1 s;
// npm test runs this suite at a lower priority beside the browser suite, and beside another build a form's
// round trip took more than 10 s. 30 s, so a starved run is slow, not failed.
configure({ asyncUtilTimeout: 30_000 })

// Components read brand, contact data and navigation through one static query; answer it with the
// real data files so tests see what the site shows.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult())
})
