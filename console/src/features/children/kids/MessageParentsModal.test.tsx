import { fireEvent, screen, waitFor } from '@testing-library/react'
import { MessageParentsModal } from './MessageParentsModal'
import { renderChildren } from './test/render'

const kids = [
  { id: 4, name: 'Zoe Okafor' },
  { id: 9, name: 'Kim Okafor' },
]

describe('message parents', () => {
  it('asks for the message, then sends the children and lands on the success page', async () => {
    const { calls } = renderChildren(<MessageParentsModal open kids={kids} onClose={() => {}} />, {
      '/api/children/message-parents': () => ({ communicationId: 12, recipients: 2, parents: 3 }),
    })
    expect(screen.getByText(/To the parents of Zoe Okafor, Kim Okafor/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Write a message')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Pick-up at noon' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Write a subject')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Sunday' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Landed')).toBeInTheDocument()
    await waitFor(() => expect(calls.find((c) => c.path === '/api/children/message-parents')?.body).toEqual({ childIds: [4, 9], channel: 'email', subject: 'Sunday', body: 'Pick-up at noon' }))
  })
})
