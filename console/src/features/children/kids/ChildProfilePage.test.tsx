import { screen } from '@testing-library/react'
import ChildProfilePage from './ChildProfilePage'
import { renderChildren } from './test/render'

const child = {
  id: 4, firstName: 'Zoe', lastName: 'Okafor', name: 'Zoe Okafor', birthDate: '2022-03-04', ageMonths: 44, gender: 'female', photoUrl: '',
  householdId: 2, householdName: 'Okafor household', parents: [{ id: 7, name: 'Tom Okafor', mobile: '+15550107001', email: '' }],
  classroomId: 1, classroomName: 'Lions', grade: null, allergies: [{ id: 3, name: 'Peanuts' }], allergyNotes: 'EpiPen in the bag', medicalNotes: 'Asthma',
  hasMedical: true, active: true, lastCheckInOn: null, notAuthorisedCount: 1,
  pickups: [
    { id: 1, personId: null, name: 'Gran Okafor', phone: '', relationship: 'Grandmother', authorised: true, note: '' },
    { id: 2, personId: null, name: 'Uncle Nobody', phone: '', relationship: 'Uncle', authorised: false, note: '' },
  ],
}
const handlers = {
  '/api/children/get': () => child,
  '/api/children/views/list': () => ({ items: [{ childId: 4, childName: 'Zoe Okafor', viewerId: 7, viewerName: 'Ann Admin', page: 'profile', viewedAt: '2026-11-26T10:00:00Z' }], total: 1, page: 0, pageSize: 20, totalPages: 1 }),
}

describe('child profile', () => {
  it('logs the view as the profile, warns of a NOT authorised pickup and shows who viewed to a super admin', async () => {
    const { calls } = renderChildren(<ChildProfilePage />, handlers, { at: '/product/children/view-child?id=4' })
    expect(await screen.findByRole('heading', { name: 'Zoe Okafor', level: 1 })).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/api/children/get')?.body).toEqual({ id: 4, page: 'profile' })
    expect(screen.getByRole('alert')).toHaveTextContent('NOT authorised to pick up Zoe: Uncle Nobody')
    expect(screen.getByText('Asthma')).toBeInTheDocument()
    expect(await screen.findByRole('cell', { name: 'Ann Admin' })).toBeInTheDocument()
  })

  it('hides who viewed from everyone else (the server answers them 403)', async () => {
    const { calls } = renderChildren(<ChildProfilePage />, handlers, { at: '/product/children/view-child?id=4', superAdmin: false })
    expect(await screen.findByRole('heading', { name: 'Zoe Okafor', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Who viewed' })).toBeNull()
    expect(calls.some((c) => c.path === '/api/children/views/list')).toBe(false)
  })
})
