import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { siteDataQueryResult } from "../support/site-data"

// findBy… and waitFor wait for what a form shows after its server answers. Their default second is
// what that takes on a loaded machine, not a sign of a fault: 10 s, while a quiet run needs under 0.1 s.
configure({ asyncUtilTimeout: 10_000 })

// Components read brand, contact data and navigation through one static query; answer it with the
// real data files so tests see what the site shows.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult())
})
