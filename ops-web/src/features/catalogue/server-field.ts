/** The field a server message is about (its messages name no field): the first rule that matches. */
export function serverField<K extends string>(message: string, rules: Record<K, RegExp>): K | null {
  for (const [k, re] of Object.entries<RegExp>(rules)) if (re.test(message)) return k as K
  return null
}
