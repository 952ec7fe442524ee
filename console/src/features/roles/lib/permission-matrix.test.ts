import type { PermissionDef } from '../api/types'
import { actionsOf, grantedCount, levelOf, matrixFromPermissions, permissionsFromMatrix, sameMatrix, setAll, summarize } from './permission-matrix'

const KEYS = ['people', 'organization', 'children'] as const
const DEFS: PermissionDef[] = [
  { key: 'people', label: 'People', actions: ['read', 'write'] },
  { key: 'organization', label: 'Organisation', actions: ['read', 'write'] },
  { key: 'children', label: 'Children', actions: ['read', 'write'] },
]

describe('levelOf / actionsOf', () => {
  it.each([
    [['read', 'write'], 'write'],
    [['write'], 'write'],
    [['read'], 'read'],
    [[], 'none'],
    [undefined, 'none'],
    [['admin'], 'none'],
  ] as const)('%j → %s', (actions, level) => expect(levelOf(actions as readonly string[] | undefined)).toBe(level))

  it('write always carries read', () => {
    expect(actionsOf('write')).toEqual(['read', 'write'])
    expect(actionsOf('read')).toEqual(['read'])
    expect(actionsOf('none')).toEqual([])
  })
})

describe('matrix ↔ payload', () => {
  it('reads every catalogue key, absent keys as none', () => {
    expect(matrixFromPermissions({ people: ['read', 'write'], children: ['read'], unknown: ['read'] }, KEYS)).toEqual({
      people: 'write',
      organization: 'none',
      children: 'read',
    })
  })

  it('sends only granted keys (the update replaces the whole set)', () => {
    expect(permissionsFromMatrix({ people: 'read', organization: 'none', children: 'write' })).toEqual({ people: ['read'], children: ['read', 'write'] })
    expect(permissionsFromMatrix(setAll(KEYS, 'none'))).toEqual({})
  })

  it('a role with the people key only', () => {
    const m = { ...setAll(KEYS, 'none'), people: 'write' as const }
    expect(permissionsFromMatrix(m)).toEqual({ people: ['read', 'write'] })
    expect(grantedCount(m)).toBe(1)
  })

  it('round-trips', () => {
    const perms = { people: ['read', 'write'], organization: [], children: ['read'] }
    expect(permissionsFromMatrix(matrixFromPermissions(perms, KEYS))).toEqual({ people: ['read', 'write'], children: ['read'] })
  })
})

describe('summaries', () => {
  it('lists granted keys with their level', () => {
    expect(summarize({ people: ['read', 'write'], children: ['read'] }, DEFS)).toBe('People (full), Children (view)')
    expect(summarize({}, DEFS)).toBe('No access')
  })

  it('compares matrices', () => {
    expect(sameMatrix({ people: 'read' }, { people: 'read', children: 'none' })).toBe(true)
    expect(sameMatrix({ people: 'read' }, { people: 'write' })).toBe(false)
  })
})
