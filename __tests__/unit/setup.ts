import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { siteDataQueryResult } from "../support/site-data"

// Components read brand, contact data and navigation through one static query; answer it with the
// real data files so tests see what the site shows.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult())
})
