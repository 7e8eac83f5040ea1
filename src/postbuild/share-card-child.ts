import { contentTypes } from "../kinds"
import { projectCardOptions, writeShareCards } from "./share-cards"
import type { CardMessage } from "./share-card-process"

// The process started by startShareCards (share-card-process.ts), an entry point of its own: draws the cards of
// the project whose root is its argument, for the kinds of the registry, and sends the result back.
const send = (message: CardMessage) => new Promise((done) => process.send?.(message, done))
writeShareCards(projectCardOptions(contentTypes, process.argv[2])).then(
  (result) => send({ result }),
  (error: Error) => send({ error: error.message }).then(() => (process.exitCode = 1)),
)
