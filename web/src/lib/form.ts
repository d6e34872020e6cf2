import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'

/**
 * A small form hook for the public forms, with the part of react-hook-form's
 * interface they use (register, handleSubmit, errors, setError, reset).
 * react-hook-form alone is 13 KB gzip, a tenth of a public page's JavaScript
 * budget; the admin area, loaded lazily, still uses it. Inputs stay
 * uncontrolled: values are read from the elements when they are needed, so
 * typing does not re-render the form.
 */

// Values are strings (text inputs, selects) or booleans (checkboxes). `any`
// as react-hook-form has it, so that interfaces of form values fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldValues = Record<string, any>
export type Path<T> = Extract<keyof T, string>
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface RegisterOptions<V> {
  /** The message when the field is empty (or a checkbox is not ticked). */
  required?: string
  /** Returns true when the value is fine, or the message to show. */
  validate?: (value: V) => true | string
}

export interface UseFormRegisterReturn {
  name: string
  ref: (element: FieldElement | null) => void
  onChange: (event: ChangeEvent<FieldElement>) => void
  onBlur: (event: FocusEvent<FieldElement>) => void
}

export interface FieldError {
  type: string
  message: string
}

export type FieldErrors<T> = Partial<Record<Path<T>, FieldError>>

export interface UseFormReturn<T extends FieldValues> {
  register: <K extends Path<T>>(name: K, options?: RegisterOptions<T[K]>) => UseFormRegisterReturn
  handleSubmit: (onValid: (values: T) => void | Promise<void>) => (event?: FormEvent) => Promise<void>
  formState: { errors: FieldErrors<T> }
  setError: (name: Path<T>, error: FieldError) => void
  /** Moves the focus to the field, as after an error found on submit. */
  setFocus: (name: Path<T>) => void
  clearErrors: () => void
  reset: () => void
  getValues: () => T
}

export interface UseFormOptions<T> {
  defaultValues: T
  /** 'onTouched': a field is checked when it loses focus, then on every change. */
  mode?: 'onSubmit' | 'onTouched'
}

function readValue(element: FieldElement): string | boolean {
  return element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value
}

/**
 * Whether the visitor changed the field from what the page's HTML gave it:
 * on a server-rendered page they may type before the app runs.
 */
function changedByVisitor(element: FieldElement): boolean {
  if (element instanceof HTMLSelectElement) {
    // Without a selected attribute the first option is the HTML's choice.
    const initial = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0]
    return element.value !== (initial?.value ?? '')
  }
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked !== element.defaultChecked
  return element.value !== element.defaultValue
}

function writeValue(element: FieldElement, value: string | boolean | undefined) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true
  else element.value = typeof value === 'string' ? value : ''
}

export function useForm<T extends FieldValues>({ defaultValues, mode = 'onSubmit' }: UseFormOptions<T>): UseFormReturn<T> {
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  // Registration order is the fields' order on screen: the first invalid
  // one gets the focus.
  const elements = useRef(new Map<Path<T>, FieldElement>())
  const rules = useRef(new Map<Path<T>, RegisterOptions<never>>())
  const touched = useRef(new Set<Path<T>>())
  const submitted = useRef(false)
  const handlers = useRef(new Map<Path<T>, UseFormRegisterReturn>())
  const defaults = useRef(defaultValues)

  const check = useCallback((name: Path<T>): FieldError | undefined => {
    const element = elements.current.get(name)
    const rule = rules.current.get(name) as RegisterOptions<string | boolean> | undefined
    if (!element || !rule) return undefined
    const value = readValue(element)
    if (rule.required && (value === false || (typeof value === 'string' && value.trim() === ''))) {
      return { type: 'required', message: rule.required }
    }
    const result = rule.validate ? rule.validate(value) : true
    return result === true ? undefined : { type: 'validate', message: result }
  }, [])

  const recheck = useCallback(
    (name: Path<T>) => {
      const error = check(name)
      setErrors((current) => {
        if (current[name]?.message === error?.message) return current
        const next = { ...current }
        if (error) next[name] = error
        else delete next[name]
        return next
      })
    },
    [check],
  )

  const register = useCallback(
    <K extends Path<T>>(name: K, options?: RegisterOptions<T[K]>): UseFormRegisterReturn => {
      rules.current.set(name, (options ?? {}) as RegisterOptions<never>)
      let registration = handlers.current.get(name)
      if (!registration) {
        registration = {
          name,
          ref: (element) => {
            if (!element) {
              elements.current.delete(name)
              return
            }
            if (elements.current.get(name) !== element) {
              elements.current.set(name, element)
              // What a visitor typed before the app ran stays.
              if (!changedByVisitor(element)) writeValue(element, defaults.current[name])
            }
          },
          // A changed field is checked again once it was checked before,
          // and a server error under it goes as soon as it is edited.
          onChange: () => {
            if (submitted.current || touched.current.has(name)) recheck(name)
            else setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
          },
          onBlur: () => {
            if (mode !== 'onTouched') return
            touched.current.add(name)
            recheck(name)
          },
        }
        handlers.current.set(name, registration)
      }
      return registration
    },
    [mode, recheck],
  )

  const getValues = useCallback((): T => {
    const values: FieldValues = { ...defaults.current }
    for (const [name, element] of elements.current) values[name] = readValue(element)
    return values as T
  }, [])

  const handleSubmit = useCallback(
    (onValid: (values: T) => void | Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault()
      submitted.current = true
      const found: FieldErrors<T> = {}
      let first: FieldElement | undefined
      for (const [name, element] of elements.current) {
        const error = check(name)
        if (!error) continue
        found[name] = error
        first ??= element
      }
      setErrors(found)
      if (first) {
        first.focus()
        return
      }
      await onValid(getValues())
    },
    [check, getValues],
  )

  const setError = useCallback((name: Path<T>, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }))
  }, [])

  const setFocus = useCallback((name: Path<T>) => elements.current.get(name)?.focus(), [])

  const clearErrors = useCallback(() => setErrors({}), [])

  const reset = useCallback(() => {
    for (const [name, element] of elements.current) writeValue(element, defaults.current[name])
    touched.current.clear()
    submitted.current = false
    setErrors({})
  }, [])

  return { register, handleSubmit, formState: { errors }, setError, setFocus, clearErrors, reset, getValues }
}
