/**
 * Every five minutes on Netlify: sends the outbox's due mails (those whose first try, right after the
 * lead, failed). The KVKK consequence of running the lead service on Netlify is in ./leads.ts.
 */
import { instance } from "./leads"

export default async function leadsOutbox(): Promise<Response> {
  const { service } = await instance()
  await service.sender.flush()
  return new Response(null, { status: 204 })
}

export const config = { schedule: "*/5 * * * *" }
