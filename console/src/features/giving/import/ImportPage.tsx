import { Link } from 'react-router-dom'
import { StartSteps } from '@/components/import/StartSteps'
import { TemplateButton } from '@/components/import/UploadStep'
import { formatBytes } from '@/lib/format'
import { useUploadContributions } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { GIVING, importProcessPath } from '../paths'
import { IMPORT_FIELDS, drafts, mappingProblems } from './import-draft'

const MAX_BYTES = 5 * 1024 * 1024
const TEMPLATE = 'Date,Amount,Code,Method,Cheque number,E-mail,Phone,Envelope id,First name,Last name,Note\n2026-01-04,25.00,GEN,cash,,ada@example.org,,,Ada,Okafor,\n'

function checkFile(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a CSV or Excel .xlsx file'
  if (file.size > MAX_BYTES) return `The file is ${formatBytes(file.size)}; the limit is 5 MB`
  return null
}

export default function ImportPage() {
  return (
    <GivingShell
      title="Import contributions"
      description="Bring gifts in from a spreadsheet (your previous system, a bank export). Nothing is saved until you have checked every row."
      back={
        <Link to={GIVING.contributions} className="text-brand-ink hover:underline">
          ← Contributions
        </Link>
      }
      actions={<TemplateButton csv={TEMPLATE} fileName="contributions-import-template.csv" />}
    >
      <StartSteps
        send={useUploadContributions()}
        check={checkFile}
        label="Contributions file"
        formatHint="CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows and 5 MB."
        fields={IMPORT_FIELDS}
        problems={mappingProblems}
        drafts={drafts}
        processPath={importProcessPath}
        matchDescription="Tell Congregate what each column holds. We guessed from your headings: check the guesses. Columns set to “Don’t import” are ignored."
      />
    </GivingShell>
  )
}
