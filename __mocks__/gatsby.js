// Gatsby's runtime for component tests: graphql tags compile to nothing and useStaticQuery answers
// from the fixture the test provides (see __tests__/unit/setup.ts).
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}
