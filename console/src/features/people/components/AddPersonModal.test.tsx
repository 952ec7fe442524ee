import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWithApi } from '../test/render'
import { ApiError } from '@/lib/api-client'
import { uploadPhoto } from '../api/person-photo'
import { AddPersonModal } from './AddPersonModal'

// The photo goes up by XHR (upload progress); the test answers it here.
vi.mock('../api/person-photo', async (original) => ({ ...(await original<object>()), uploadPhoto: vi.fn() }))
const upload = vi.mocked(uploadPhoto)
afterEach(() => upload.mockReset())

const PNG_1PX = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

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

  describe('photo', () => {
    async function choose(dialog: HTMLElement, file: File) {
      await act(async () => fireEvent.change(within(dialog).getByLabelText('Choose a photo'), { target: { files: [file] } }))
    }
    async function fillNames(field: (n: RegExp) => HTMLElement) {
      fireEvent.change(field(/^First name/), { target: { value: 'Ada' } })
      fireEvent.change(field(/^Last name/), { target: { value: 'Okafor' } })
    }

    it('previews the chosen photo and uploads it once the person exists', async () => {
      upload.mockResolvedValue({ responseCode: '00', responseMessage: 'Photo uploaded', responseData: {} as never })
      const { dialog, field, submit, calls } = open()
      await fillNames(field)
      const file = new File([PNG_1PX], 'ada.png', { type: 'image/png' })
      await choose(dialog, file)
      const preview = await within(dialog).findByRole('img', { name: 'Chosen photo of Ada Okafor' })
      expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      expect(within(dialog).getByText('ada.png')).toBeVisible()
      expect(upload).not.toHaveBeenCalled()
      await submit()

      const done = await screen.findByRole('dialog', { name: 'Person added' })
      expect(upload.mock.calls[0]?.[0]).toEqual({ id: 41, file })
      expect(calls.map((c) => c.path)).toContain('/api/people/add')
      expect(within(done).getByText('Photo added.')).toBeVisible()
    })

    it('refuses a file that is not a JPEG, PNG or SVG before anything is sent', async () => {
      const { dialog } = open()
      await choose(dialog, new File(['MZ not a picture'], 'setup.png', { type: 'image/png' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file is not a valid image. Please choose a JPEG, PNG or SVG image.')
      expect(within(dialog).queryByRole('img')).toBeNull()
      await choose(dialog, new File(['x'], 'notes.txt', { type: 'text/plain' }))
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or SVG image.')
    })

    it('keeps the person when the upload fails, and says so', async () => {
      upload.mockRejectedValue(new ApiError('The photo must be 5 MB or smaller', '01', 400, false))
      const { dialog, field, submit } = open()
      await fillNames(field)
      await choose(dialog, new File([PNG_1PX], 'ada.png', { type: 'image/png' }))
      await within(dialog).findByRole('img', { name: 'Chosen photo of Ada Okafor' })
      await submit()

      const done = await screen.findByRole('dialog', { name: 'Person added' })
      expect(within(done).getByRole('alert')).toHaveTextContent('Ada Okafor was added, but the photo was not uploaded: The photo must be 5 MB or smaller. Add it from their profile with “Upload photo”.')
      expect(within(done).getByTestId('envelope-id')).toHaveTextContent('E-100')
    })
  })
})
