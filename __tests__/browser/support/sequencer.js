const path = require("path")
const Sequencer = require("@jest/test-sequencer").default

/**
 * Longest files first, so no worker is left running a long file alone at the end.
 * Jest knows a file's duration from its last run (its cache); without one, as in a fresh clone, it
 * would order by file size, and the shared-visit files are short to read but the longest to run. Their
 * seconds on a quiet 2-core machine stand in until Jest has measured them; other files count about
 * a second per kilobyte of source.
 */
const quietSeconds = {
  "cms-develop": 150,
  "pages-desktop-1": 75,
  "pages-desktop-2": 75,
  "pages-mobile-1": 65,
  "pages-mobile-2": 65,
  cms: 70,
  "pages-no-javascript": 45,
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const weight = (test) => {
      const measured = this.time(test)
      if (measured != null) return measured
      const known = quietSeconds[path.basename(test.path, ".test.ts")]
      return known != null ? known * 1000 : (test.context.hasteFS.getSize(test.path) ?? 0)
    }
    return [...tests].sort((a, b) => weight(b) - weight(a))
  }
}

module.exports = LongestFirst
