import { projectCardOptions, writeShareCards } from "./share-cards"
import type { CardMessage } from "./share-card-process"

// The process started by startShareCards (share-card-process.ts): draws the cards of the project whose
// root is its argument and sends the result back.
const send = (message: CardMessage) => new Promise((done) => process.send?.(message, done))
writeShareCards(projectCardOptions(process.argv[2])).then(
  (result) => send({ result }),
  (error: Error) => send({ error: error.message }).then(() => (process.exitCode = 1)),
)
