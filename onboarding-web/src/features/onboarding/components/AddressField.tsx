import { useEffect, useRef, useState } from 'react'
import { TextField } from '@congregate/ui'
import { loadScript } from '@/lib/load-script'

// The places provider: the maps script with its autocomplete when the control plane reports a maps
// key; otherwise the field is a plain required text field.
interface PlacesAutocomplete {
  addListener: (event: 'place_changed', cb: () => void) => { remove: () => void }
  getPlace: () => { formatted_address?: string; name?: string }
}

declare global {
  interface Window {
    google?: { maps?: { places?: { Autocomplete: new (input: HTMLInputElement, opts: object) => PlacesAutocomplete } } }
  }
}

function usePlacesAutocomplete(input: React.RefObject<HTMLInputElement | null>, mapsApiKey: string | undefined, onPick: (address: string) => void) {
  const pick = useRef(onPick)
  useEffect(() => {
    pick.current = onPick
  })
  const [active, setActive] = useState(false)
  useEffect(() => {
    if (!mapsApiKey || !input.current) return
    let live = true
    let listener: { remove: () => void } | undefined
    loadScript(`https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(mapsApiKey)}&libraries=places`)
      .then(() => {
        const Autocomplete = window.google?.maps?.places?.Autocomplete
        if (!live || !Autocomplete || !input.current) return
        const ac = new Autocomplete(input.current, { fields: ['formatted_address', 'name'], types: ['address'] })
        listener = ac.addListener('place_changed', () => {
          const place = ac.getPlace()
          const address = place.formatted_address ?? place.name ?? input.current?.value ?? ''
          pick.current(address)
        })
        setActive(true)
      })
      .catch(() => {
        /* the plain field keeps working */
      })
    return () => {
      live = false
      listener?.remove()
    }
  }, [mapsApiKey, input])
  return active
}

export function AddressField({ value, onChange, error, mapsApiKey }: { value: string; onChange: (v: string) => void; error?: string | null; mapsApiKey: string | undefined }) {
  const ref = useRef<HTMLInputElement>(null)
  const autocomplete = usePlacesAutocomplete(ref, mapsApiKey, onChange)
  return (
    <TextField
      label="Church Address"
      name="church_address"
      autoComplete={autocomplete ? 'off' : 'street-address'}
      inputRef={ref}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      placeholder={autocomplete ? 'Start typing and pick your address' : 'Street, city, state, postcode'}
      // The places dropdown uses Enter to pick a suggestion; it must not submit the form.
      onKeyDown={(e) => autocomplete && e.key === 'Enter' && e.preventDefault()}
    />
  )
}
