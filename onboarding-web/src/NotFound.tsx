export function NotFound() {
  return (
    <main className="nf">
      <p className="nf-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you're looking for doesn't exist.</p>
    </main>
  )
}
