import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderComms } from '../test/render'
import { AutomatedGreetingsCard } from './AutomatedGreetingsCard'

const templates = [
  { id: 1, kind: 'birthday', channel: 'sms', subject: '', body: 'Happy birthday!', enabled: false, sendHour: 9 },
  { id: 2, kind: 'birthday', channel: 'email', subject: 'Happy birthday', body: 'Dear friend', enabled: true, sendHour: 8 },
  { id: 3, kind: 'wedding', channel: 'sms', subject: '', body: 'Happy anniversary!', enabled: false, sendHour: 10 },
  { id: 4, kind: 'wedding', channel: 'email', subject: 'Happy anniversary', body: 'Dear couple', enabled: false, sendHour: 10 },
]

function stubApi(calls: { path: string; body: unknown }[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://church.test').pathname
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    const data =
      path === '/api/communications/greetings/templates'
        ? templates
        : path === '/api/communications/greetings/history'
          ? { items: [{ personId: 4, name: 'Ama Mensah', kind: 'birthday', year: 2026, channel: 'sms', communicationId: 9, sentAt: '2026-11-26T09:00:00Z' }], total: 1, page: 0, pageSize: 10, totalPages: 1 }
          : path === '/api/communications/greetings/update'
            ? body
            : null
    if (data === null) throw new Error(`no handler for ${path}`)
    return new Response(JSON.stringify({ responseCode: '00', responseMessage: 'Template saved', responseData: data }), { status: 200 })
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('AutomatedGreetingsCard', () => {
  it('edits the birthday text: turns it on, inserts a merge field at the caret and saves the template', async () => {
    const calls: { path: string; body: unknown }[] = []
    stubApi(calls)
    renderComms(<AutomatedGreetingsCard />)
    const sms = await screen.findByRole('form', { name: 'Text message birthday greeting' })
    expect(screen.getByRole('row', { name: /Ama Mensah/ })).toBeInTheDocument()
    const save = within(sms).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()

    fireEvent.click(within(sms).getByRole('switch', { name: 'Send the birthday text message' }))
    const body = within(sms).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    body.setSelectionRange(6, 6)
    fireEvent.click(within(sms).getByRole('button', { name: 'Insert First name' }))
    expect(body).toHaveValue('Happy {first_name}birthday!')
    fireEvent.change(within(sms).getByRole('combobox', { name: 'Send at' }), { target: { value: '7' } })
    fireEvent.click(save)
    await waitFor(() => expect(calls.some((c) => c.path === '/api/communications/greetings/update')).toBe(true))
    expect(calls.find((c) => c.path === '/api/communications/greetings/update')!.body).toEqual({ id: 1, kind: 'birthday', channel: 'sms', subject: '', body: 'Happy {first_name}birthday!', enabled: true, sendHour: 7 })
  })

  it('refuses an unknown merge field and an e-mail without a subject, and shows the wedding templates on their tab', async () => {
    const calls: { path: string; body: unknown }[] = []
    stubApi(calls)
    renderComms(<AutomatedGreetingsCard />)
    const email = await screen.findByRole('form', { name: 'E-mail birthday greeting' })
    fireEvent.change(within(email).getByRole('textbox', { name: 'Subject' }), { target: { value: ' ' } })
    fireEvent.change(within(email).getByRole('textbox', { name: 'Message' }), { target: { value: 'Dear {nickname}' } })
    fireEvent.click(within(email).getByRole('button', { name: 'Save' }))
    expect(await within(email).findByText('Write a subject')).toBeInTheDocument()
    expect(within(email).getByText('Unknown merge field {nickname}')).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/communications/greetings/update')).toBe(false)

    fireEvent.click(screen.getByRole('tab', { name: 'Wedding anniversaries' }))
    const wedding = screen.getByRole('form', { name: 'Text message wedding anniversary greeting' })
    expect(within(wedding).getByRole('textbox', { name: 'Message' })).toHaveValue('Happy anniversary!')
    expect(within(wedding).getByRole('combobox', { name: 'Send at' })).toHaveValue('10')
  })
})
