import { describe, expect, it } from 'vitest'
import type { Sermon } from '../api/sermons'
import type { MediaItem } from '../upload'
import { bodyOf, formOf, sermonSchema, withAttachment } from './sermon-form'

const item = (id: number, kind = 'audio') => ({ id, kind, title: `File ${id}` }) as unknown as MediaItem

const issues = (v: object) => {
  const r = sermonSchema.safeParse({ ...formOf(null, '2026-11-29'), title: 'Hope', ...v })
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('sermon form', () => {
  it("starts a new sermon as today's draft", () => {
    const f = formOf(null, '2026-11-29')
    expect(f.preachedOn).toBe('2026-11-29')
    expect(f.status).toBe('draft')
    expect(f.audio).toBeNull()
  })

  it("checks the server's rules with its messages", () => {
    expect(issues({})).toEqual({})
    expect(issues({ title: '  ' })).toEqual({ title: "Enter the sermon's title" })
    expect(issues({ title: 'x'.repeat(201) })).toEqual({ title: 'At most 200 characters' })
    expect(issues({ preachedOn: '29/11/2026' })).toEqual({ preachedOn: 'Enter the date as YYYY-MM-DD' })
    expect(issues({ videoUrl: 'javascript:alert(1)' })).toEqual({ videoUrl: 'Enter a link starting with http:// or https://' })
    expect(issues({ videoUrl: 'https://youtu.be/abc' })).toEqual({})
    expect(issues({ notes: 'x'.repeat(20_001) })).toEqual({ notes: 'At most 20,000 characters' })
    expect(issues({ attachments: Array.from({ length: 21 }, (_, i) => item(i + 1, 'document')) })).toEqual({ attachments: 'At most 20 attachments' })
  })

  it('sends ids for the pickers and the media, null when none', () => {
    const v = { ...formOf(null, '2026-11-29'), title: ' Hope ', speakerId: '3', groupIds: [1, 2], audio: item(9), attachments: [item(4, 'document')] }
    expect(bodyOf(v)).toEqual({
      title: 'Hope',
      preachedOn: '2026-11-29',
      speakerId: 3,
      seriesId: null,
      groupIds: [1, 2],
      scripture: '',
      notes: '',
      summary: '',
      audioMediaId: 9,
      videoMediaId: null,
      videoUrl: '',
      attachmentIds: [4],
      status: 'draft',
    })
  })

  it('reads a sermon back into the form', () => {
    const s = { id: 1, title: 'Hope', preachedOn: '2026-01-04', speakerId: 2, seriesId: null, groupIds: [5], scripture: 'John 3:16', notes: 'n', summary: 's', audio: item(9), video: null, videoUrl: '', attachments: [], status: 'published' } as unknown as Sermon
    expect(formOf(s, '2026-11-29')).toMatchObject({ preachedOn: '2026-01-04', speakerId: '2', seriesId: '', groupIds: [5], status: 'published', audio: { id: 9 } })
  })

  it('attaches a file once', () => {
    const a = [item(1)]
    expect(withAttachment(a, item(1))).toBe(a)
    expect(withAttachment(a, item(2)).map((x) => x.id)).toEqual([1, 2])
  })
})
