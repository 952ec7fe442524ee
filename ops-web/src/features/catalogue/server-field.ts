/**
 * The field a catalogue refusal is about: its messages name it first ("costs[2]: Prices are amounts
 * like 49 or 49.99", "label must be 1 to 80 characters"). Answers the form's field path
 * ("costs.2") and the text to show under it (without a "field: " prefix), or null for the form.
 */
export function serverField(message: string, fields: readonly string[]): { field: string; text: string } | null {
  const m = /^([A-Za-z]+)(?:\[(\d+)\])?(:\s*|\s+must\b)/.exec(message)
  if (!m || !fields.includes(m[1]!)) return null
  const field = m[2] !== undefined ? `${m[1]}.${m[2]}` : m[1]!
  const text = m[3]!.startsWith(':') ? message.slice(m[0].length) : message
  return { field, text }
}
