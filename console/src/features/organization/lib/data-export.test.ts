import { describe, expect, it } from 'vitest'
import { STATUS, inProgress, requesterLabel, sizeLabel, type DataExport } from './data-export'

const ex = (id: number, status: DataExport['status'], sizeBytes = 0) => ({ id, status, sizeBytes }) as DataExport

describe('data export', () => {
  it('finds the export in progress (queued or running), none when all are settled', () => {
    expect(inProgress([ex(3, 'done'), ex(2, 'running'), ex(1, 'failed')])?.id).toBe(2)
    expect(inProgress([ex(4, 'queued')])?.id).toBe(4)
    expect(inProgress([ex(3, 'done'), ex(2, 'expired'), ex(1, 'failed')])).toBeUndefined()
    expect(inProgress(undefined)).toBeUndefined()
  })

  it('shows the size of a ready export only', () => {
    expect(sizeLabel(ex(1, 'done', 20480))).toBe('20 KB')
    expect(sizeLabel(ex(1, 'done', 3 * 1024 * 1024 + 300_000))).toBe('3.3 MB')
    expect(sizeLabel(ex(1, 'running', 0))).toBe('—')
    expect(sizeLabel(ex(1, 'expired', 20480))).toBe('—')
  })

  it('names who asked: the signed-in person, another super admin, or support', () => {
    expect(requesterLabel('church:7', 7)).toBe('you')
    expect(requesterLabel('church:8', 7)).toBe('another super admin')
    expect(requesterLabel('operator:ops@congregate.test', 7)).toBe('Congregate support')
    expect(requesterLabel('', 7)).toBe('')
  })

  it('labels every status', () => {
    expect(Object.values(STATUS).map((s) => s.label)).toEqual(['Queued', 'Preparing', 'Ready', 'Failed', 'Expired'])
  })
})
