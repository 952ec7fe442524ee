// Transitional: Select.tsx and the person picker (other branches) still import this path. Once
// they are merged, run the kit codemod over them and delete this file.
export { FieldShell, inputClass } from '@congregate/ui'
