import { earlierHeading, withResultsSection } from "../../scripts/bench-results"

/** A results file of these sections, as the writer leaves it: one blank line between sections, one newline at the end. */
const file = (...sections: string[]) => ["# Benchmark results", ...sections.map((s) => s.trimEnd())].join("\n\n") + "\n"

describe("withResultsSection", () => {
  const cards = "## Share cards\n\nCards: 53 in 2 s.\n"
  const leads = "## Lead service\n\nLeads: 200 a second.\n"

  it("adds a section that is not there yet at the end", () => {
    expect(withResultsSection(file(cards), "## Lead service", leads)).toBe(file(cards, leads))
  })

  it("puts the new measurement first and keeps the former one under Earlier, leaving other sections alone", () => {
    const next = withResultsSection(file(cards, leads), "## Share cards", "## Share cards\n\nCards: 53 in 1 s.\n")
    expect(next).toBe(file(`## Share cards\n\nCards: 53 in 1 s.\n\n${earlierHeading}\n\nCards: 53 in 2 s.`, leads))
  })

  it("keeps every earlier measurement, newest first, under one Earlier heading", () => {
    let current = file(cards, leads)
    for (const seconds of [1, 0.5])
      current = withResultsSection(current, "## Share cards", `## Share cards\n\nCards: 53 in ${seconds} s.\n`)
    expect(current).toBe(
      file(`## Share cards\n\nCards: 53 in 0.5 s.\n\n${earlierHeading}\n\nCards: 53 in 1 s.\n\nCards: 53 in 2 s.`, leads),
    )
    expect(current.split(earlierHeading)).toHaveLength(2)
  })

  it("works on the last section of the file", () => {
    const next = withResultsSection(file(cards, leads), "## Lead service", "## Lead service\n\nLeads: 300 a second.\n")
    expect(next).toBe(file(cards, `## Lead service\n\nLeads: 300 a second.\n\n${earlierHeading}\n\nLeads: 200 a second.`))
  })
})
