// A role's permissions as the role editor shows them: one level per grantable key (none, view,
// full) ↔ the API's `{"people": ["read", "write"], ...}` (docs/organization-api.md).
import type { Action, PermissionDef } from '../api/types'

export type Level = 'none' | 'read' | 'write'
export type Matrix = Record<string, Level>

export const LEVEL_LABEL: Record<Level, string> = { none: 'No access', read: 'View', write: 'Full' }

/** `["read","write"]` or `["write"]` → write; `["read"]` → read; anything else → none. */
export function levelOf(actions: readonly string[] | null | undefined): Level {
  if (!Array.isArray(actions)) return 'none'
  if (actions.includes('write')) return 'write'
  if (actions.includes('read')) return 'read'
  return 'none'
}

export function actionsOf(level: Level): Action[] {
  return level === 'write' ? ['read', 'write'] : level === 'read' ? ['read'] : []
}

/** Every key of the catalogue gets a level; keys the role lacks are none. */
export function matrixFromPermissions(perms: Record<string, readonly string[]> | null | undefined, keys: readonly string[]): Matrix {
  return Object.fromEntries(keys.map((k) => [k, levelOf(perms?.[k])]))
}

/**
 * The `permissions` of roles/add and roles/update. The update replaces the whole set, so only the
 * granted keys are sent: a key left out has no access.
 */
export function permissionsFromMatrix(m: Matrix): Record<string, Action[]> {
  const out: Record<string, Action[]> = {}
  for (const [key, level] of Object.entries(m)) {
    if (level !== 'none') out[key] = actionsOf(level)
  }
  return out
}

export function grantedCount(m: Matrix): number {
  return Object.values(m).filter((l) => l !== 'none').length
}

export function setAll(keys: readonly string[], level: Level): Matrix {
  return Object.fromEntries(keys.map((k) => [k, level]))
}

/** "People (full), Children (view)" — or "No access". */
export function summarize(perms: Record<string, readonly string[]> | null | undefined, defs: readonly PermissionDef[]): string {
  const parts = defs.flatMap((d) => {
    const l = levelOf(perms?.[d.key])
    return l === 'none' ? [] : [`${d.label} (${l === 'write' ? 'full' : 'view'})`]
  })
  return parts.length ? parts.join(', ') : 'No access'
}

export function sameMatrix(a: Matrix, b: Matrix): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((k) => (a[k] ?? 'none') === (b[k] ?? 'none'))
}
