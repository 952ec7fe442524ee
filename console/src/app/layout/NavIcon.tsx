import type { NavIcon as Name } from '../routes'

const p = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const

/** Module icons for the sidenav. A module without its own icon gets the generic one. */
export function NavIcon({ name }: { name: Name }) {
  switch (name) {
    case 'dashboard':
      return (
        <svg {...p}>
          <rect x="3" y="3" width="7" height="9" rx="1.5" />
          <rect x="14" y="3" width="7" height="5" rx="1.5" />
          <rect x="14" y="12" width="7" height="9" rx="1.5" />
          <rect x="3" y="16" width="7" height="5" rx="1.5" />
        </svg>
      )
    case 'people':
      return (
        <svg {...p}>
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
          <circle cx="9" cy="7" r="4" />
          <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
        </svg>
      )
    case 'organization':
      return (
        <svg {...p}>
          <path d="M3 21h18M5 21V10l7-5 7 5v11" />
          <path d="M12 5V2M10.5 3.5h3M9 21v-5h6v5" />
        </svg>
      )
    case 'messages':
      return (
        <svg {...p}>
          <path d="M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          <path d="M8 9h8M8 13h5" />
        </svg>
      )
    case 'billing':
      return (
        <svg {...p}>
          <rect x="2" y="5" width="20" height="14" rx="2" />
          <path d="M2 10h20M6 15h4" />
        </svg>
      )
    case 'giving':
      // A hand holding a heart.
      return (
        <svg {...p}>
          <path d="M12 11.5 9.6 9.2a1.9 1.9 0 0 1 2.4-2.9 1.9 1.9 0 0 1 2.4 2.9z" />
          <path d="M3 14h3l3.5 3H15a2 2 0 0 0 0-4h-3" />
          <path d="M15 13.5l4.2-1.9a1.7 1.7 0 0 1 1.6 3L15 19H6l-3-2" />
        </svg>
      )
    case 'sermons':
      // An open book.
      return (
        <svg {...p}>
          <path d="M2 5.5C4.5 4 8 4 12 6c4-2 7.5-2 10-.5V19c-2.5-1.5-6-1.5-10 .5-4-2-7.5-2-10-.5z" />
          <path d="M12 6v13.5" />
        </svg>
      )
    default:
      return (
        <svg {...p}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 8v8M8 12h8" />
        </svg>
      )
  }
}
