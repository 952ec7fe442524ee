import type { Role } from '../api/types'
import { addRoleBody, roleSchema, updateRoleBody } from './role-form'

const KEYS = ['people', 'children']
const role = { id: 4, name: 'Ushers', description: 'Door', isSystem: false, permissions: { people: ['read'] } } as unknown as Role

const issues = (isNew: boolean, v: object) =>
  Object.fromEntries((roleSchema(isNew).safeParse({ name: '', description: '', matrix: {}, ...v }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('role form', () => {
  it('shows the editor’s messages', () => {
    expect(issues(true, { name: ' ' })).toEqual({ name: 'Role name is required', matrix: 'Give the role access to at least one module.' })
    expect(issues(true, { name: 'x'.repeat(61), description: 'y'.repeat(301), matrix: { people: 'read' } })).toEqual({
      name: 'Role name must be at most 60 characters',
      description: 'Description must be at most 300 characters',
    })
    // An edited role may be left with no module.
    expect(issues(false, { name: 'Ushers', matrix: { people: 'none' } })).toEqual({})
  })

  it('adds with the granted keys, trimmed', () => {
    const v = roleSchema(true).parse({ name: ' Ushers ', description: ' Door ', matrix: { people: 'write', children: 'none' } })
    expect(addRoleBody(v)).toEqual({ name: 'Ushers', description: 'Door', permissions: { people: ['read', 'write'] } })
  })

  it('updates only what changed', () => {
    const same = roleSchema(false).parse({ name: 'Ushers', description: 'Door', matrix: { people: 'read', children: 'none' } })
    expect(updateRoleBody(same, role, KEYS)).toBeNull()
    const changed = roleSchema(false).parse({ name: 'Greeters', description: 'Door', matrix: { people: 'read', children: 'read' } })
    expect(updateRoleBody(changed, role, KEYS)).toEqual({ id: 4, name: 'Greeters', permissions: { people: ['read'], children: ['read'] } })
    expect(updateRoleBody(changed, { ...role, isSystem: true }, KEYS)).toEqual({ id: 4, permissions: { people: ['read'], children: ['read'] } })
  })
})
