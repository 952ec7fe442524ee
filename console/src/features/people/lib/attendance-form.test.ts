import { firstErrors } from '../test/errors'
import { attendanceBody, attendanceSchema } from './attendance-form'

const ada = { personId: 5, fullName: 'Ada Okafor' }

describe('attendanceSchema', () => {
  it('takes a whole number of guests, 0 or more (empty is 0)', () => {
    const s = attendanceSchema('2026-11-22', '2026-11-25')
    expect(firstErrors(s, { people: [], guests: '-1' })).toEqual({ guests: 'Guests must be 0 or more' })
    expect(firstErrors(s, { people: [], guests: '2.5' })).toEqual({ guests: 'Guests must be 0 or more' })
    expect(firstErrors(s, { people: [ada], guests: '' })).toEqual({})
    expect(firstErrors(s, { people: [ada], guests: '3' })).toEqual({})
  })

  it('refuses a future date, under the guests field', () => {
    expect(firstErrors(attendanceSchema('2026-11-26', '2026-11-25'), { people: [], guests: '0' })).toEqual({ guests: 'Attendance cannot be recorded for a future date' })
    expect(firstErrors(attendanceSchema('2026-11-25', '2026-11-25'), { people: [], guests: '0' })).toEqual({})
  })

  it('sends the record body: the people by id and the guests as a number', () => {
    expect(attendanceBody({ people: [ada], guests: '3' }, 2, '2026-11-22')).toEqual({ serviceId: 2, date: '2026-11-22', personIds: [5], guests: 3 })
  })
})
