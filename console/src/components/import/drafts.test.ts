import { describe, expect, it } from 'vitest'
import { importDrafts } from './drafts'

type Draft = { upload: { importId: number; fileName: string }; mapping: Record<string, string> }

describe('importDrafts', () => {
  const people = importDrafts<Draft>('people-import-')
  const giving = importDrafts<Draft>('giving-import:')
  const draft: Draft = { upload: { importId: 4, fileName: 'members.csv' }, mapping: { Surname: 'lastName' } }

  it('keeps a draft per import in this tab, under its own import’s key', () => {
    people.save(draft)
    expect(sessionStorage.getItem('people-import-4')).not.toBeNull()
    expect(people.load(4)).toEqual(draft)
    expect(people.load(5)).toBeNull()
    expect(giving.load(4)).toBeNull()
    people.drop(4)
    expect(people.load(4)).toBeNull()
  })

  it('reads a damaged draft as none', () => {
    sessionStorage.setItem('giving-import:9', '{not json')
    expect(giving.load(9)).toBeNull()
  })
})
