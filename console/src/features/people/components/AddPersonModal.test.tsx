import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWithApi } from '../test/render'
import { AddPersonModal } from './AddPersonModal'

const lists = {
  '/api/people/titles/list': () => ({ items: [] }),
  '/api/people/membership-types/list': () => ({ items: [{ id: 3, name: 'Member' }] }),
  '/api/people/custom-fields/list': () => ({ items: [
      { id: 12, name: 'Pledge', kind: 'number', options: [] },
      { id: 13, name: 'Ministry', kind: 'text', options: [] },
    ], }),
}

const added = { id: 41, firstName: 'Ada', fullName: 'Ada Okafor', envelopeId: 'E-100', generatedPassword: 'pw-once-123' }

function open() {
  const view = renderWithApi(<AddPersonModal open onClose={() => {}} />, { ...lists, '/api/people/add': () => added })
  const dialog = screen.getByRole('dialog', { name: 'Add person' })
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name)
  const submit = () => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' })))
  return { ...view, dialog, field, submit }
}

describe('AddPersonModal', () => {
  it('asks for both names before it sends anything', async () => {
    const { dialog, submit, calls } = open()
    await submit()
    expect(within(dialog).getByText('First name is required')).toBeVisible()
    expect(within(dialog).getByText('Last name is required')).toBeVisible()
    expect(calls.map((c) => c.path)).not.toContain('/api/people/add')
  })

  it('checks the e-mail and the church fields, then sends the trimmed add body', async () => {
    const { dialog, field, submit, calls } = open()
    await waitFor(() => expect(field('Pledge')).toBeInTheDocument())
    fireEvent.change(field(/^First name/), { target: { value: ' Ada ' } })
    fireEvent.change(field(/^Last name/), { target: { value: 'Okafor' } })
    fireEvent.change(field('Email'), { target: { value: 'ada@' } })
    fireEvent.change(field('Ministry'), { target: { value: 'x'.repeat(501) } })
    await submit()
    expect(within(dialog).getByText('email is not valid')).toBeVisible()
    expect(within(dialog).getByText('Ministry must be at most 500 characters')).toBeVisible()
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true')

    // Fixing a field clears its message at once (onTouched).
    await act(async () => fireEvent.change(field('Email'), { target: { value: ' ada@example.org ' } }))
    expect(within(dialog).queryByText('email is not valid')).toBeNull()
    fireEvent.change(field('Ministry'), { target: { value: ' Choir ' } })
    fireEvent.change(field('Pledge'), { target: { value: '10' } })
    fireEvent.change(field('Membership type'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /member app login/ }))
    await submit()

    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Person added' })).toBeVisible())
    expect(screen.getByTestId('generated-password')).toHaveTextContent('pw-once-123')
    const body = calls.find((c) => c.path === '/api/people/add')?.body
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.org', membershipTypeId: 3, customFields: { 12: 10, 13: 'Choir' }, createLogin: true, householdId: null, mobile: '' })
  })

  it('"Add another" starts from an empty form', async () => {
    const { field, submit } = open()
    fireEvent.change(field(/^First name/), { target: { value: 'Ada' } })
    fireEvent.change(field(/^Last name/), { target: { value: 'Okafor' } })
    await submit()
    const done = await screen.findByRole('dialog', { name: 'Person added' })
    fireEvent.click(within(done).getByRole('button', { name: 'Add another' }))
    const again = screen.getByRole('dialog', { name: 'Add person' })
    expect(within(again).getByLabelText(/^First name/)).toHaveValue('')
  })
})
