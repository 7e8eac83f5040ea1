/**
 * The build's "now", which decides what is upcoming and what is past (an event's registration, its
 * page's notice). SITE_BUILD_TIME (an ISO date-time) fixes it, so tests and a rebuilt release make
 * the same pages; otherwise it is the moment the build reads it.
 */
export function buildTime(
  // In the CMS's check, in the browser, there is no environment: "now" is the editor's moment.
  env: { SITE_BUILD_TIME?: string } = typeof process === "undefined" ? {} : process.env,
): Date {
  const fixed = env.SITE_BUILD_TIME ? new Date(env.SITE_BUILD_TIME) : undefined
  if (fixed && Number.isNaN(fixed.getTime())) throw new Error(`SITE_BUILD_TIME is not a date: "${env.SITE_BUILD_TIME}"`)
  return fixed ?? new Date()
}
