// Compiles TypeScript and JSX for Jest the way Gatsby does, with Emotion's JSX runtime.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  plugins: ["@emotion/babel-plugin"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
