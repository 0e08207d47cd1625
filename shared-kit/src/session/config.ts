export type AppConfig = {
  /** Suffix of the auth cookie names (`auth_token{siteId}`). */
  siteId: string;
  version: string;
  /** Where an admin is sent after login (docs/product-rules.md#users-and-roles); the api's ADMIN_DASHBOARD_URL. */
  adminDashboardUrl: string;
};

// Same default as the api's ADMIN_DASHBOARD_URL (docs/contracts.md): the site's own admin area.
const DEFAULTS: AppConfig = {
  siteId: 'eulangjobs',
  version: 'dev',
  adminDashboardUrl: `${typeof location === 'undefined' ? 'http://localhost:8080' : location.origin}/admin`,
};

/** Reads `<script id="app-config" type="application/json">` put into every page by the api; defaults without it. */
export function readAppConfig(): AppConfig {
  if (typeof document === 'undefined') return { ...DEFAULTS };
  const text = document.getElementById('app-config')?.textContent;
  if (!text) return { ...DEFAULTS };
  try {
    const parsed = JSON.parse(text) as Partial<AppConfig> | null;
    return {
      siteId: typeof parsed?.siteId === 'string' && parsed.siteId ? parsed.siteId : DEFAULTS.siteId,
      version: typeof parsed?.version === 'string' && parsed.version ? parsed.version : DEFAULTS.version,
      adminDashboardUrl:
        typeof parsed?.adminDashboardUrl === 'string' && parsed.adminDashboardUrl
          ? parsed.adminDashboardUrl
          : DEFAULTS.adminDashboardUrl,
    };
  } catch {
    return { ...DEFAULTS };
  }
}
