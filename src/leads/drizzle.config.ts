// drizzle-kit's configuration: `npx drizzle-kit generate --config src/leads/drizzle.config.ts` writes a
// migration after a change to src/leads/schema.ts.
import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/leads/schema.ts",
  out: "./src/leads/migrations",
})
