import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfirmDialog, Modal } from './Modal'

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Add person"
        description="Only the name is required."
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        footer={<button>Save</button>}
      >
        <label>
          First name <input />
        </label>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<Modal open title="Add person" description="Only the name is required." onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Add person' })
    expect(dialog).toHaveAccessibleDescription('Only the name is required.')
    expect(screen.getByRole('heading', { name: 'Add person' })).toBeInTheDocument()
  })

  it('has no aria-describedby without a description', () => {
    render(<Modal open title="New group" onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'New group' })).not.toHaveAttribute('aria-describedby')
  })

  it('focuses the first field, closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    render(<Opener onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Add person' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus())

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('closes from its close button', () => {
    const onClose = vi.fn()
    render(<Modal open title="Add person" onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('hides the rest of the page from assistive technology while open', () => {
    const { container } = render(
      <>
        <main>Page</main>
        <Modal open title="Add person" onClose={() => {}} />
      </>,
    )
    expect(container).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true')
  })
})

describe('ConfirmDialog', () => {
  it('describes itself with its message and focuses the confirm button', async () => {
    const onConfirm = vi.fn()
    render(<ConfirmDialog open title="Deactivate Ruth?" message="She can be reactivated later." confirmLabel="Deactivate" danger onConfirm={onConfirm} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ruth?' })
    expect(dialog).toHaveAccessibleDescription('She can be reactivated later.')
    const confirm = screen.getByRole('button', { name: 'Deactivate' })
    await waitFor(() => expect(confirm).toHaveFocus())
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})
