// Query keys of the organisation pages. Every key starts with ['organization', orgId]: a cached
// answer never crosses churches, and a mutation invalidates exactly what it changed.
export const orgKeys = {
  all: (orgId: number) => ['organization', orgId] as const,
  overview: (orgId: number) => ['organization', orgId, 'overview'] as const,
  socialMedia: (orgId: number) => ['organization', orgId, 'social-media'] as const,
  messaging: (orgId: number) => ['organization', orgId, 'messaging'] as const,
  systemSettings: (orgId: number) => ['organization', orgId, 'system-settings'] as const,
  tooltips: (orgId: number) => ['organization', orgId, 'tooltips'] as const,
  qrCodes: (orgId: number) => ['organization', orgId, 'qrcodes'] as const,
  qrPreview: (orgId: number, target: string, url: string) => ['organization', orgId, 'qrcodes', 'preview', target, url] as const,
  leaders: (orgId: number) => ['organization', orgId, 'leaders'] as const,
  leaderSearch: (orgId: number, q: string) => ['organization', orgId, 'leaders', 'search', q] as const,

  roles: (orgId: number) => ['organization', orgId, 'roles'] as const,
  permissions: (orgId: number) => ['organization', orgId, 'roles', 'permissions'] as const,
  roleList: (orgId: number, q: string) => ['organization', orgId, 'roles', 'list', q] as const,
  role: (orgId: number, id: number) => ['organization', orgId, 'roles', 'role', id] as const,
  roleUsers: (orgId: number, req: unknown) => ['organization', orgId, 'roles', 'users', req] as const,
  personSearch: (orgId: number, q: string) => ['organization', orgId, 'roles', 'search', q] as const,
  administrator: (orgId: number, personId: number) => ['organization', orgId, 'roles', 'administrator', personId] as const,

  audit: (orgId: number) => ['organization', orgId, 'audit'] as const,
  auditList: (orgId: number, req: unknown) => ['organization', orgId, 'audit', 'list', req] as const,
  auditEvents: (orgId: number) => ['organization', orgId, 'audit', 'events'] as const,
}
