// Flags on demand: the apps' builds copy country-flag-icons/3x2/*.svg under a versioned path of
// their own origin (scripts/vite-ui-kit.mts) and define __CONGREGATE_FLAG_URL__; the phone field
// then fetches only the flag it shows, from that path, never from another host.
declare const __CONGREGATE_FLAG_URL__: string | undefined

/** The phone field's flag image URL pattern ({XX}: the country code). */
export const FLAG_URL: string = typeof __CONGREGATE_FLAG_URL__ === 'string' ? __CONGREGATE_FLAG_URL__ : '/assets/flags/{XX}.svg'
