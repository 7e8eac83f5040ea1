import { TextDecoder, TextEncoder } from "util"

// jsdom has no TextEncoder; React's server renderer, which tests use for the static HTML, needs it.
// Import this module before react-dom/server.
Object.assign(globalThis, { TextEncoder, TextDecoder })
