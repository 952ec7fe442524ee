import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Checkbox } from '@congregate/ui'

/** The "I agree to the Terms of Service and Privacy Policy" box of the public forms (spec §5), bound to a form's `terms`. */
export function TermsField<T extends FieldValues & { terms: boolean }>({ control, error }: { control: Control<T>; error?: string }) {
  return (
    <Controller
      control={control}
      name={'terms' as Path<T>}
      render={({ field }) => (
        <Checkbox name="terms" checked={field.value} onChange={field.onChange} error={error}>
          I agree to the Congregate <span className="font-medium text-slate-900">Terms of Service</span> and <span className="font-medium text-slate-900">Privacy Policy</span>.
        </Checkbox>
      )}
    />
  )
}
