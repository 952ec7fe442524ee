// Prints every failed test's error once more, briefly, as the run's last lines: CI keeps only the
// tail of a run's output, where the list reporter leaves trace paths and the summary.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const MAX_LINES = 12
// eslint-disable-next-line no-control-regex -- terminal colour codes in Playwright's messages
const ANSI = /\u001b\[[0-9;]*m/g

export default class FailuresReporter implements Reporter {
  private failed: { title: string; where: string; message: string }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return
    const message = result.errors
      .map((e) => (e.message ?? e.value ?? '').replace(ANSI, ''))
      .join('\n')
      .split('\n')
      .filter((l) => l.trim() && !/^\s+at /.test(l))
      .slice(0, MAX_LINES)
      .join('\n')
    const loc = result.errors.find((e) => e.location)?.location
    this.failed.push({
      title: `${test.titlePath().filter(Boolean).join(' › ')} (try ${result.retry + 1})`,
      where: loc ? `${loc.file.replace(/^.*\/e2e\//, 'e2e/')}:${loc.line}` : `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line}`,
      message,
    })
  }

  onEnd(result: FullResult) {
    if (!this.failed.length) return
    console.log(`\n${this.failed.length} failed attempt(s), run ${result.status}:`)
    for (const f of this.failed) console.log(`✘ ${f.title}\n  at ${f.where}\n${f.message.replace(/^/gm, '    ')}`)
  }

  printsToStdio() {
    return true
  }
}
