import { useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import { Card, CardHeader, ProgressBar } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { saveBlob } from '@/lib/api-files'
import { formatBytes } from '@/lib/format'
import { useUploadContributions, type ImportField, type ImportUpload } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { GIVING, importProcessPath } from '../paths'
import { IMPORT_FIELDS, byColumn, fromColumns, loadDraft, mappingProblems, saveDraft } from './import-draft'

const MAX_BYTES = 5 * 1024 * 1024
const TEMPLATE = 'Date,Amount,Code,Method,Cheque number,E-mail,Phone,Envelope id,First name,Last name,Note\n2026-01-04,25.00,GEN,cash,,ada@example.org,,,Ada,Okafor,\n'

export default function ImportPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const resumed = useMemo(() => {
    const id = Number(params.get('importId'))
    return id ? loadDraft(id) : null
  }, [params])
  const [upload, setUpload] = useState<ImportUpload | null>(resumed?.upload ?? null)
  const [progress, setProgress] = useState<number | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const send = useUploadContributions()
  const input = useRef<HTMLInputElement>(null)

  function onFile(file: File) {
    setFileError(null)
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setFileError('Choose a CSV or Excel .xlsx file')
    if (file.size > MAX_BYTES) return setFileError(`The file is ${formatBytes(file.size)}; the limit is 5 MB`)
    setProgress(0)
    send.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (env) => {
          setUpload(env.responseData)
          toast.success(`${env.responseData.fileName} uploaded`)
        },
        onError: (e) => setFileError(e.message),
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <GivingShell
      title="Import contributions"
      description="Bring gifts in from a spreadsheet (your previous system, a bank export). Nothing is saved until you have checked every row."
      back={
        <Link to={GIVING.contributions} className="text-brand-ink hover:underline">
          ← Contributions
        </Link>
      }
      actions={
        <Button variant="secondary" onClick={() => saveBlob(new Blob(['\uFEFF' + TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'contributions-import-template.csv')}>
          Download template
        </Button>
      }
    >
      <Card>
        <CardHeader title="1. Upload a file" description={upload ? `${upload.fileName} · ${upload.columns.length} columns` : 'CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows and 5 MB.'} />
        <div className="flex flex-col gap-3 p-5">
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-brand dark:border-neutral-700">
            <span className="font-medium">{upload ? 'Upload another file to start again' : 'Choose a CSV or XLSX file'}</span>
            <span className="text-sm text-slate-500 dark:text-neutral-400">or drop it here</span>
            <input
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Contributions file"
              className="sr-only"
              disabled={send.isPending}
              onChange={(e) => {
                const f = e.target.files?.[0]
                if (f) onFile(f)
                e.target.value = ''
              }}
            />
          </label>
          {progress !== null && <ProgressBar value={progress} label="Uploading" />}
          {fileError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
              {fileError}
            </p>
          )}
        </div>
      </Card>
      {upload && (
        <MappingCard
          key={upload.importId}
          upload={upload}
          initial={resumed?.upload.importId === upload.importId ? resumed.mapping : upload.mapping}
          onNext={(mapping) => {
            saveDraft({ upload, mapping })
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
  const taken = new Set(Object.values(cols).filter(Boolean))
  return (
    <Card>
      <CardHeader title="2. Match columns" description="Tell Congregate what each column holds. We guessed from your headings: check the guesses. Columns set to “Don’t import” are ignored." />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const m = fromColumns(cols)
          const p = mappingProblems(m)
          setProblems(p)
          if (!p.length) onNext(m)
        }}
      >
        <TableShell label="Column matching">
          <thead>
            <tr>
              <Th>Column in your file</Th>
              <Th>Sample values</Th>
              <Th className="w-64">Congregate field</Th>
            </tr>
          </thead>
          <tbody>
            {upload.columns.map((col, ci) => (
              <Tr key={col}>
                <Td className="font-medium">{col}</Td>
                <Td className="text-xs text-slate-500 dark:text-neutral-400">
                  {upload.sample
                    .map((r) => r[ci] ?? '')
                    .filter(Boolean)
                    .slice(0, 3)
                    .join(' · ') || '—'}
                </Td>
                <Td>
                  <SelectField
                    label={`Field for column ${col}`}
                    hideLabel
                    value={cols[col] ?? ''}
                    onChange={(e) => setCols((c) => ({ ...c, [col]: e.target.value as ImportField | '' }))}
                    options={[{ value: '', label: 'Don’t import' }, ...IMPORT_FIELDS.map((f) => ({ value: f.name, label: `${f.label}${f.required ? ' *' : ''}`, disabled: taken.has(f.name) && cols[col] !== f.name }))]}
                  />
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
        {problems.length > 0 && (
          <ul role="alert" className="mx-5 mt-4 list-disc rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="flex justify-end p-5">
          <Button type="submit">Check the file</Button>
        </div>
      </form>
    </Card>
  )
}
