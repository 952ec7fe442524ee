import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { z } from './zod'
import { fieldError, useZodForm, type BodySchema } from './forms'

interface Body {
  name: string
  description?: string
}

const schema = z.object({
  name: z.string().trim().min(1, 'Role name is required').max(60, 'Role name must be at most 60 characters'),
  description: z.string().trim().max(300).optional(),
}) satisfies BodySchema<Body>

function RoleForm({ onSave, lazy }: { onSave: (b: Body) => void; lazy?: () => Promise<typeof schema> }) {
  const form = useZodForm(lazy ?? schema, { defaultValues: { name: '', description: '' } })
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="n">Role name</label>
      <input id="n" {...form.register('name')} />
      <p role="alert">{fieldError(form, 'name')}</p>
      <button type="submit">Save</button>
    </form>
  )
}

describe('useZodForm', () => {
  it('blocks the submit with the schema message, then hands over the parsed output', async () => {
    const onSave = vi.fn()
    render(<RoleForm onSave={onSave} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(screen.getByRole('alert')).toHaveTextContent('Role name is required')
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Role name'), { target: { value: '  Ushers  ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSave).toHaveBeenCalledWith({ name: 'Ushers', description: '' }, expect.anything())
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('clears the error as soon as the field is fixed (onTouched)', async () => {
    render(<RoleForm onSave={vi.fn()} />)
    const input = screen.getByLabelText('Role name')
    await act(async () => {
      fireEvent.focus(input)
      fireEvent.blur(input)
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Role name is required')
    await act(async () => fireEvent.change(input, { target: { value: 'A' } }))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('takes a loader: the schema is fetched once, when the page is idle, and validates as before', async () => {
    const load = vi.fn(() => Promise.resolve(schema))
    const onSave = vi.fn()
    render(<RoleForm onSave={onSave} lazy={load} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1)) // once idle after load
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(screen.getByRole('alert')).toHaveTextContent('Role name is required')
    fireEvent.change(screen.getByLabelText('Role name'), { target: { value: 'Ushers' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSave).toHaveBeenCalledWith({ name: 'Ushers', description: '' }, expect.anything())
  })
})
