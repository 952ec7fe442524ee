import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithApi } from '../test/render'
import AttendancePage from './AttendancePage'

const service = { id: 2, name: 'Sunday Service', dayOfWeek: 'sunday', startTime: '09:00' }

function setup() {
  return renderWithApi(<AttendancePage />, {
    '/api/people/attendance/services/list': () => ({ items: [service] }),
    '/api/people/attendance/list': () => ({ items: [], total: 0, page: 1, pageSize: 10, totalPages: 0 }),
    '/api/people/attendance/get': () => ({ people: [{ id: 5, fullName: 'Ada Okafor' }], guests: 1 }),
    '/api/people/attendance/record': () => ({}),
  })
}

describe('attendance recorder', () => {
  it('starts from the saved record, checks the guests, then records', async () => {
    const { calls } = setup()
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveValue(1))
    const guests = screen.getByRole('spinbutton', { name: 'Guests' })
    expect(screen.getByText('Ada Okafor')).toBeVisible()

    fireEvent.change(guests, { target: { value: '-1' } })
    const save = screen.getByRole('button', { name: 'Save attendance' })
    await act(async () => fireEvent.click(save))
    expect(guests).toHaveAccessibleDescription('Guests must be 0 or more')
    expect(calls.some((c) => c.path === '/api/people/attendance/record')).toBe(false)

    fireEvent.change(guests, { target: { value: '4' } })
    await act(async () => fireEvent.click(save))
    await waitFor(() => expect(calls.find((c) => c.path === '/api/people/attendance/record')?.body).toMatchObject({ serviceId: 2, personIds: [5], guests: 4 }))
  })
})
