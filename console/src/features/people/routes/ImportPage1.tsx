import { useMemo, useState } from 'react'
import { Controller, type FieldError } from 'react-hook-form'
import { useZodForm } from '@congregate/ui/forms'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import { Badge, Card, CardHeader, PageHeader, ProgressBar } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useImports, useUploadImport, type ImportState, type UploadedImport } from '../api/imports'
import { FileDrop } from '../components/FileDrop'
import { ImportSteps } from '../components/ImportSteps'
import { PeopleShell } from '../components/PeopleShell'
import { allMessages, DATE_FORMATS, initialMapping, mappingSchema, takenFields, type ColumnMapping, type DateFormat, type MappingValues } from '../lib/import-mapping'
import { loadDraft, saveDraft, templateCsv } from '../lib/import-session'
import { formatCount, formatDateTime, truncate } from '../lib/format'
import { saveBlob } from '@/lib/api-files'
import { IMPORT_ACCEPT, checkImportFile } from '../lib/upload-kinds'
import { PEOPLE } from '../paths'

export default function ImportPage1() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // "Change the matching" from page 2 comes back with ?importId= and keeps the uploaded file.
  const resumed = useMemo(() => {
    const id = Number(params.get('importId'))
    return id ? loadDraft(id) : null
  }, [params])
  const [upload, setUpload] = useState<UploadedImport | null>(resumed?.upload ?? null)
  const [progress, setProgress] = useState<number | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const send = useUploadImport()

  async function onFile(file: File) {
    const problem = await checkImportFile(file)
    setFileError(problem)
    if (problem) return
    setProgress(0)
    send.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (env) => {
          const u = env.responseData
          setUpload(u)
          toast.success(`${u.fileName}: ${formatCount(u.rowCount)} rows found`)
        },
        onError: (e) => setFileError(e.message),
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <PeopleShell>
      <PageHeader
        title="Import people"
        description="Bring your directory in from a spreadsheet. Nothing is saved until you have reviewed every row."
        actions={
          <Button variant="secondary" onClick={() => saveBlob(new Blob(['\uFEFF' + templateCsv()], { type: 'text/csv;charset=utf-8' }), 'people-import-template.csv')}>
            Download template
          </Button>
        }
      />
      <ImportSteps current={upload ? 2 : 1} />

      <Card>
        <CardHeader title="1. Upload a file" description={upload ? `${upload.fileName} · ${formatCount(upload.rowCount)} rows · ${upload.columns.length} columns` : 'CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows.'} />
        <div className="flex flex-col gap-3 p-5">
          <FileDrop accept={IMPORT_ACCEPT} onFile={onFile} disabled={send.isPending} hint={upload ? 'Upload another file to start again' : 'CSV or XLSX, up to 10 MB'} />
          {progress !== null && <ProgressBar value={progress} label="Uploading" />}
          {fileError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
              {fileError}
            </p>
          )}
        </div>
      </Card>

      {/* A new upload mounts a new form, matched from its own columns. */}
      {upload && (
        <MappingForm
          key={upload.importId}
          upload={upload}
          resumed={resumed?.upload.importId === upload.importId ? resumed : null}
          onNext={(v) => {
            saveDraft({ upload, ...v })
            navigate(`${PEOPLE.import2}?importId=${upload.importId}`)
          }}
        />
      )}

      <RecentImports />
    </PeopleShell>
  )
}

/** Step 2: which field each column holds and how dates are written; checked when sent to page 2. */
function MappingForm({ upload, resumed, onNext }: { upload: UploadedImport; resumed: { mapping: ColumnMapping; dateFormat: DateFormat } | null; onNext: (v: MappingValues) => void }) {
  const form = useZodForm(mappingSchema(upload.fields), {
    defaultValues: resumed ? { mapping: resumed.mapping, dateFormat: resumed.dateFormat } : { mapping: initialMapping(upload.columns, upload.fields, upload.suggestedMapping), dateFormat: 'YYYY-MM-DD' },
    mode: 'onSubmit',
    criteriaMode: 'all',
  })
  const problems = allMessages(form.formState.errors.mapping as FieldError | undefined)
  return (
    <Card>
      <CardHeader title="2. Match columns" description="Tell Congregate what each column holds. We guessed from your headings — check the guesses. Columns set to “Don’t import” are ignored." />
      <form noValidate onSubmit={(e) => void form.handleSubmit(onNext)(e)}>
        <Controller
          control={form.control}
          name="mapping"
          render={({ field }) => (
            <TableShell label="Column matching">
              <thead>
                <tr>
                  <Th>Column in your file</Th>
                  <Th>Sample values</Th>
                  <Th className="w-64">Congregate field</Th>
                </tr>
              </thead>
              <tbody>
                {upload.columns.map((col, ci) => {
                  const taken = takenFields(field.value, col)
                  return (
                    <Tr key={col}>
                      <Td className="font-medium">{col}</Td>
                      <Td className="text-xs text-slate-500 dark:text-neutral-400">
                        {upload.sampleRows
                          .map((r) => r[ci] ?? '')
                          .filter(Boolean)
                          .slice(0, 3)
                          .map((v) => truncate(v, 28))
                          .join(' · ') || '—'}
                      </Td>
                      <Td>
                        <SelectField
                          label={`Field for column ${col}`}
                          hideLabel
                          value={field.value[col] ?? ''}
                          onChange={(e) => field.onChange({ ...field.value, [col]: e.target.value })}
                          options={[{ value: '', label: 'Don’t import' }, ...upload.fields.map((f) => ({ value: f.name, label: `${f.label}${f.required ? ' *' : ''}`, disabled: taken.has(f.name) }))]}
                        />
                      </Td>
                    </Tr>
                  )
                })}
              </tbody>
            </TableShell>
          )}
        />
        <div className="flex flex-wrap items-end gap-4 p-5">
          <div className="w-64">
            <SelectField label="Dates in the file are written as" options={DATE_FORMATS.map((d) => ({ value: d.value, label: d.label }))} {...form.register('dateFormat')} />
          </div>
          <div className="flex-1" />
          <Button type="submit">Check the file</Button>
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="mx-5 mb-5 list-disc rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </form>
    </Card>
  )
}

const STATUS_TONE: Record<ImportState, 'neutral' | 'green' | 'amber' | 'red' | 'blue'> = {
  uploaded: 'neutral',
  validated: 'blue',
  invalid: 'red',
  queued: 'amber',
  processing: 'amber',
  completed: 'green',
  failed: 'red',
}

function RecentImports() {
  const q = useImports({ page: 0, pageSize: 5 })
  if (!q.data || q.data.items.length === 0) return null
  return (
    <Card>
      <CardHeader title="Recent imports" />
      <TableShell label="Recent imports">
        <thead>
          <tr>
            <Th>File</Th>
            <Th>Started</Th>
            <Th>Status</Th>
            <Th className="text-right">People added</Th>
          </tr>
        </thead>
        <tbody>
          {q.data.items.map((i) => (
            <Tr key={i.importId}>
              <Td className="font-medium">
                {i.status !== 'uploaded' && i.status !== 'failed' ? (
                  <Link to={`${PEOPLE.import2}?importId=${i.importId}`} className="hover:underline">
                    {i.fileName}
                  </Link>
                ) : (
                  i.fileName
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(i.createdAt)}</Td>
              <Td>
                <Badge tone={STATUS_TONE[i.status]} className="capitalize">{i.status}</Badge>
              </Td>
              <Td className="text-right tabular-nums">{formatCount(i.importedRows)}</Td>
            </Tr>
          ))}
        </tbody>
      </TableShell>
    </Card>
  )
}
