import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useResumedDraft } from '@/components/import/drafts'
import { MatchColumnsCard } from '@/components/import/MatchColumns'
import { TemplateButton, UploadCard, useImportUpload } from '@/components/import/UploadStep'
import { formatBytes } from '@/lib/format'
import { useUploadContributions, type ImportField, type ImportUpload } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { GIVING, importProcessPath } from '../paths'
import { IMPORT_FIELDS, byColumn, drafts, fromColumns, mappingProblems } from './import-draft'

const MAX_BYTES = 5 * 1024 * 1024
const TEMPLATE = 'Date,Amount,Code,Method,Cheque number,E-mail,Phone,Envelope id,First name,Last name,Note\n2026-01-04,25.00,GEN,cash,,ada@example.org,,,Ada,Okafor,\n'

function checkFile(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a CSV or Excel .xlsx file'
  if (file.size > MAX_BYTES) return `The file is ${formatBytes(file.size)}; the limit is 5 MB`
  return null
}

export default function ImportPage() {
  const navigate = useNavigate()
  const resumed = useResumedDraft(drafts)
  const file = useImportUpload({ send: useUploadContributions(), initial: resumed?.upload ?? null, check: checkFile, uploaded: (u) => `${u.fileName} uploaded` })
  const upload = file.upload

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
      <UploadCard
        file={file}
        label="Contributions file"
        description={upload ? `${upload.fileName} · ${upload.columns.length} columns` : 'CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows and 5 MB.'}
        hint={upload ? 'Upload another file to start again' : 'Choose a CSV or XLSX file'}
      />
      {upload && (
        <MappingCard
          key={upload.importId}
          upload={upload}
          initial={resumed?.upload.importId === upload.importId ? resumed.mapping : upload.mapping}
          onNext={(mapping) => {
            drafts.save({ upload, mapping })
            navigate(importProcessPath(upload.importId))
          }}
        />
      )}
    </GivingShell>
  )
}

function MappingCard({ upload, initial, onNext }: { upload: ImportUpload; initial: ImportUpload['mapping']; onNext: (m: ImportUpload['mapping']) => void }) {
  const [cols, setCols] = useState<Record<string, ImportField | ''>>(() => byColumn(initial))
  const [problems, setProblems] = useState<string[]>([])
  return (
    <MatchColumnsCard
      description="Tell Congregate what each column holds. We guessed from your headings: check the guesses. Columns set to “Don’t import” are ignored."
      columns={upload.columns}
      sample={upload.sample}
      fields={IMPORT_FIELDS}
      value={cols}
      onChange={setCols}
      problems={problems}
      onSubmit={(e) => {
        e.preventDefault()
        const m = fromColumns(cols)
        const p = mappingProblems(m)
        setProblems(p)
        if (!p.length) onNext(m)
      }}
    />
  )
}
