import { useController, type FieldError } from 'react-hook-form'
import { useZodForm } from '@congregate/ui/forms'
import { Link, useNavigate } from 'react-router-dom'
import { useResumedDraft } from '@/components/import/drafts'
import { MatchColumnsCard } from '@/components/import/MatchColumns'
import { TemplateButton, UploadCard, useImportUpload } from '@/components/import/UploadStep'
import { Badge, Card, CardHeader, PageHeader } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useImports, useUploadImport, type ImportState, type UploadedImport } from '../api/imports'
import { ImportSteps } from '../components/ImportSteps'
import { PeopleShell } from '../components/PeopleShell'
import { allMessages, DATE_FORMATS, initialMapping, mappingSchema, type ColumnMapping, type DateFormat, type MappingValues } from '../lib/import-mapping'
import { drafts, templateCsv } from '../lib/import-session'
import { formatCount, formatDateTime } from '../lib/format'
import { checkImportFile } from '../lib/upload-kinds'
import { PEOPLE } from '../paths'

export default function ImportPage1() {
  const navigate = useNavigate()
  // "Change the matching" from page 2 comes back with ?importId= and keeps the uploaded file.
  const resumed = useResumedDraft(drafts)
  const file = useImportUpload({ send: useUploadImport(), initial: resumed?.upload ?? null, check: checkImportFile, uploaded: (u) => `${u.fileName}: ${formatCount(u.rowCount)} rows found` })
  const upload = file.upload

  return (
    <PeopleShell>
      <PageHeader
        title="Import people"
        description="Bring your directory in from a spreadsheet. Nothing is saved until you have reviewed every row."
        actions={<TemplateButton csv={templateCsv()} fileName="people-import-template.csv" />}
      />
      <ImportSteps current={upload ? 2 : 1} />

      <UploadCard
        file={file}
        description={upload ? `${upload.fileName} · ${formatCount(upload.rowCount)} rows · ${upload.columns.length} columns` : 'CSV (UTF-8) or Excel .xlsx, first row = column headings, up to 20,000 rows.'}
        hint={upload ? 'Upload another file to start again' : 'CSV or XLSX, up to 10 MB'}
      />

      {/* A new upload mounts a new form, matched from its own columns. */}
      {upload && (
        <MappingForm
          key={upload.importId}
          upload={upload}
          resumed={resumed?.upload.importId === upload.importId ? resumed : null}
          onNext={(v) => {
            drafts.save({ upload, ...v })
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
  const { field: mapping } = useController({ control: form.control, name: 'mapping' })
  return (
    <MatchColumnsCard
      description="Tell Congregate what each column holds. We guessed from your headings — check the guesses. Columns set to “Don’t import” are ignored."
      columns={upload.columns}
      sample={upload.sampleRows}
      fields={upload.fields}
      value={mapping.value}
      onChange={mapping.onChange}
      problems={allMessages(form.formState.errors.mapping as FieldError | undefined)}
      onSubmit={(e) => void form.handleSubmit(onNext)(e)}
      extra={
        <div className="w-64">
          <SelectField label="Dates in the file are written as" options={DATE_FORMATS.map((d) => ({ value: d.value, label: d.label }))} {...form.register('dateFormat')} />
        </div>
      }
    />
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
