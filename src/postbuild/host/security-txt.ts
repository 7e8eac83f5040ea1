import type { HostSite } from "./policy"

/** public/.well-known/security.txt, which the build writes with the other host files. */

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability: `emails.support` of
 * data/site.yaml, the technical support desk, which answers around the clock.
 * Expires must lie less than a year ahead, so each build moves it to 360 days after the build.
 */
export function securityTxt(site: HostSite, now: Date): string {
  const expires = new Date(now.getTime() + 360 * 24 * 60 * 60 * 1000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: mailto:${site.emails.support}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: tr, en",
    `Canonical: ${site.siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n")
}
