import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Menu, MenuItem, MenuLabel } from './Menu'
import { Modal } from './Modal'

function UserMenu({ onLogout = () => {} }: { onLogout?: () => void }) {
  const [editing, setEditing] = useState(false)
  return (
    <>
      <Menu label="User menu" trigger="Ruth">
        <MenuLabel>ruth@example.org</MenuLabel>
        <MenuItem onSelect={() => setEditing(true)}>My profile</MenuItem>
        <MenuItem danger onSelect={onLogout}>
          Logout
        </MenuItem>
      </Menu>
      <Modal open={editing} title="My profile" onClose={() => setEditing(false)} />
    </>
  )
}

const openWithKeyboard = async () => {
  const trigger = screen.getByRole('button', { name: 'User menu' })
  trigger.focus()
  fireEvent.keyDown(trigger, { key: 'Enter' })
  const menu = await screen.findByRole('menu', { name: 'User menu' })
  return { trigger, menu }
}

describe('Menu', () => {
  it('is a menu button: aria-haspopup, aria-expanded, and menuitems', async () => {
    render(<UserMenu />)
    const trigger = screen.getByRole('button', { name: 'User menu' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await openWithKeyboard()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['My profile', 'Logout'])
  })

  it('moves with the arrow keys and typeahead, and skips the label', async () => {
    render(<UserMenu />)
    const { menu } = await openWithKeyboard()
    const [profile, logout] = screen.getAllByRole('menuitem')
    await waitFor(() => expect(profile).toHaveFocus())
    fireEvent.keyDown(profile!, { key: 'ArrowDown' })
    await waitFor(() => expect(logout).toHaveFocus())
    fireEvent.keyDown(logout!, { key: 'ArrowUp' })
    await waitFor(() => expect(profile).toHaveFocus())
    fireEvent.keyDown(menu, { key: 'l' })
    await waitFor(() => expect(logout).toHaveFocus())
  })

  it('closes on Escape and gives focus back to its button', async () => {
    render(<UserMenu />)
    const { trigger, menu } = await openWithKeyboard()
    fireEvent.keyDown(menu, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('runs an item once the menu has closed; a dialog it opens gives focus back to the menu button', async () => {
    const onLogout = vi.fn()
    render(<UserMenu onLogout={onLogout} />)
    const { trigger } = await openWithKeyboard()
    fireEvent.click(screen.getByRole('menuitem', { name: 'My profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'My profile' })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())

    await openWithKeyboard()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(onLogout).toHaveBeenCalledOnce())
  })
})
