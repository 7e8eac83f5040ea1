/**
 * Where the CMS saves: the local backend `npm run cms` starts, or the production git host the
 * environment names where the site is built (cms-config.ts writes either into /admin/config.yml).
 */

/** Where the local backend (`decap-server`, started by `npm run cms`) listens unless CMS_LOCAL_BACKEND_PORT says otherwise. */
export const localBackendPort = 8081
// 127.0.0.1, not localhost: `npm run cms` binds the backend to it alone, so nothing else on the network reaches it.
export const localBackendUrlFor = (port: number) => `http://127.0.0.1:${port}/api/v1`

/** The local backend's port from the environment `npm run cms` sets (a test runs it on a free port). */
export function localBackendPortFrom(env: { CMS_LOCAL_BACKEND_PORT?: string }): number {
  const port = Number(env.CMS_LOCAL_BACKEND_PORT)
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : localBackendPort
}

export interface BackendEnv {
  CMS_BACKEND?: string
  CMS_REPO?: string
  CMS_BRANCH?: string
  CMS_BASE_URL?: string
  CMS_AUTH_ENDPOINT?: string
  CMS_API_ROOT?: string
  CMS_APP_ID?: string
}

/**
 * The production git host from environment variables set where the site is built (CI, Netlify,
 * Cloudflare Pages ...). Undefined when CMS_BACKEND is not set; an incomplete setting throws, so a
 * deploy never ships a CMS that cannot sign in.
 */
export function backendFromEnv(env: BackendEnv): Record<string, unknown> | undefined {
  const name = env.CMS_BACKEND?.trim()
  if (!name) return undefined
  const need = (key: keyof BackendEnv, why: string) => {
    const value = env[key]?.trim()
    if (!value) throw new Error(`CMS_BACKEND=${name} needs ${key}: ${why}`)
    return value
  }
  const repo = need("CMS_REPO", 'the repository as "owner/name"')
  if (!/^[^/\s]+(\/[^/\s]+)+$/.test(repo)) throw new Error(`CMS_REPO must look like "owner/name", not "${repo}"`)
  const common = { repo, branch: env.CMS_BRANCH?.trim() || "main" }
  const optional = (key: keyof BackendEnv, as: string) => (env[key]?.trim() ? { [as]: env[key]?.trim() } : {})
  switch (name) {
    case "github":
      // GitHub needs an OAuth server holding the app's secret (Netlify, or a self-hosted provider).
      return {
        name,
        ...common,
        ...optional("CMS_BASE_URL", "base_url"),
        ...optional("CMS_AUTH_ENDPOINT", "auth_endpoint"),
        ...optional("CMS_API_ROOT", "api_root"),
      }
    case "gitlab":
      // With an application id GitLab signs in from the browser (PKCE), no server needed.
      return {
        name,
        ...common,
        ...(env.CMS_APP_ID?.trim() ? { auth_type: "pkce", app_id: env.CMS_APP_ID.trim() } : {}),
        ...optional("CMS_BASE_URL", "base_url"),
        ...optional("CMS_AUTH_ENDPOINT", "auth_endpoint"),
        ...optional("CMS_API_ROOT", "api_root"),
      }
    case "gitea": {
      const base = need("CMS_BASE_URL", "the address of the Gitea server, such as https://git.example.com").replace(/\/+$/, "")
      return {
        name,
        ...common,
        app_id: need("CMS_APP_ID", "the client id of the Gitea OAuth application"),
        base_url: base,
        api_root: env.CMS_API_ROOT?.trim() || `${base}/api/v1`,
        auth_endpoint: env.CMS_AUTH_ENDPOINT?.trim() || `${base}/login/oauth/authorize`,
      }
    }
    default:
      throw new Error(`CMS_BACKEND must be github, gitlab or gitea, not "${name}"`)
  }
}
