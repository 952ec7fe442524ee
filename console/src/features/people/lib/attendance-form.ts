// The attendance recorder's form: who was present and how many guests, for one service on one
// date (the date is chosen outside the form and mounts a new one). Same wording as before.
import { z } from '@congregate/ui/zod'
import type { ApiBody } from '@/api'

const present = z.object({ personId: z.number(), fullName: z.string() })
export type Present = z.infer<typeof present>

const wholeNumber = (g: string) => {
  const n = Number(g)
  return Number.isInteger(n) && n >= 0
}

/** `date` and `today` as YYYY-MM-DD; a future date is refused under the guests field, as before. */
export function attendanceSchema(date: string, today: string) {
  return z
    .object({
      people: z.array(present),
      guests: z.string().refine(wholeNumber, 'Guests must be 0 or more'),
    })
    .superRefine((_, ctx) => {
      if (date > today) ctx.addIssue({ code: 'custom', path: ['guests'], message: 'Attendance cannot be recorded for a future date' })
    })
}

export type AttendanceValues = z.input<ReturnType<typeof attendanceSchema>>

export function attendanceBody(v: AttendanceValues, serviceId: number, date: string): ApiBody<'/api/people/attendance/record'> {
  return { serviceId, date, personIds: v.people.map((p) => p.personId), guests: Number(v.guests) }
}
