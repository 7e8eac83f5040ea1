// Gatsby's runtime for component tests: graphql tags compile to nothing, Link renders an anchor,
// and useStaticQuery answers from the fixture the test provides (see __tests__/unit/setup.ts).
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
    ),
  navigate: jest.fn(),
  withPrefix: jest.fn().mockImplementation((path) => path),
  useStaticQuery: jest.fn(),
}
