import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'

/**
 * A small form hook for the public forms, with the part of react-hook-form's
 * interface they use (register, handleSubmit, errors, setError, reset).
 * react-hook-form alone is 13 KB gzip, a tenth of a public page's JavaScript
 * budget; the admin area, loaded lazily, still uses it. Inputs stay
 * uncontrolled: values are read from the elements when they are needed, so
 * typing does not re-render the form.
 */

// Values are strings (text inputs, selects, radio groups), booleans (a
// checkbox) or lists of strings (checkboxes sharing one name, whose default
// is a list). `any` as react-hook-form has it, so that interfaces of form
// values fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldValues = Record<string, any>
export type Path<T> = Extract<keyof T, string>
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
type FieldValue = string | boolean | string[]

export interface RegisterOptions<V> {
  /** The message when the field is empty (a checkbox not ticked, no radio or checkbox of a group chosen). */
  required?: string
  /** Returns true when the value is fine, or the message to show. */
  validate?: (value: V) => true | string
}

export interface UseFormRegisterReturn {
  name: string
  /** Attaches an element; the function it returns detaches it (React 19 ref cleanup). */
  ref: (element: FieldElement | null) => void | (() => void)
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
  /** Checks the fields on the page (a step's, in a form of several; other fields' errors stay), then calls onValid with every value. */
  handleSubmit: (onValid: (values: T) => void | Promise<void>) => (event?: FormEvent) => Promise<void>
  formState: { errors: FieldErrors<T> }
  /** Sets an error, also on a field not on the page (it shows once the field is). */
  setError: (name: Path<T>, error: FieldError) => void
  /** Moves the focus to the field, as after an error found on submit. */
  setFocus: (name: Path<T>) => void
  /** Clears the errors of the named fields, or all of them. */
  clearErrors: (...names: Path<T>[]) => void
  reset: () => void
  /** Every value: the fields on the page as they are, the others as they were last seen. */
  getValues: () => T
}

export interface UseFormOptions<T> {
  defaultValues: T
  /** 'onTouched': a field is checked when it loses focus, then on every change. */
  mode?: 'onSubmit' | 'onTouched'
}

const isToggle = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')

/**
 * The value of a field's elements: one input, select or textarea; a
 * checkbox (true when ticked); a radio group (the chosen value, or '');
 * or checkboxes sharing a name (the ticked values), when the field's
 * default is a list.
 */
function readValue(group: readonly FieldElement[], initial: unknown): FieldValue {
  const first = group[0]
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (group as HTMLInputElement[]).find((element) => element.checked)?.value ?? ''
  }
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    if (Array.isArray(initial)) return (group as HTMLInputElement[]).filter((element) => element.checked).map((element) => element.value)
    return first.checked
  }
  return first.value
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
  if (isToggle(element)) return element.checked !== element.defaultChecked
  return element.value !== element.defaultValue
}

function writeValue(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = element.value === value
  else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = Array.isArray(value) ? value.includes(element.value) : value === true
  } else element.value = typeof value === 'string' ? value : ''
}

function isEmpty(value: FieldValue): boolean {
  if (Array.isArray(value)) return value.length === 0
  return value === false || (typeof value === 'string' && value.trim() === '')
}

export function useForm<T extends FieldValues>({ defaultValues, mode = 'onSubmit' }: UseFormOptions<T>): UseFormReturn<T> {
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  // The elements of each field on the page (several for a radio group).
  // Registration order is the fields' order on screen: the first invalid
  // one gets the focus.
  const elements = useRef(new Map<Path<T>, FieldElement[]>())
  const rules = useRef(new Map<Path<T>, RegisterOptions<never>>())
  const touched = useRef(new Set<Path<T>>())
  const submitted = useRef(false)
  const handlers = useRef(new Map<Path<T>, UseFormRegisterReturn>())
  const defaults = useRef(defaultValues)
  // Each field's value as last seen: what a field gets when it comes
  // (back) on the page, and what getValues reports while it is not, so
  // the steps of a form keep their answers.
  const values = useRef<FieldValues>({ ...defaultValues })

  const read = useCallback((name: Path<T>): FieldValue | undefined => {
    const group = elements.current.get(name)
    return group ? readValue(group, defaults.current[name]) : undefined
  }, [])

  const check = useCallback(
    (name: Path<T>): FieldError | undefined => {
      const value = read(name)
      const rule = rules.current.get(name) as RegisterOptions<FieldValue> | undefined
      if (value === undefined || !rule) return undefined
      if (rule.required && isEmpty(value)) return { type: 'required', message: rule.required }
      const result = rule.validate ? rule.validate(value) : true
      return result === true ? undefined : { type: 'validate', message: result }
    },
    [read],
  )

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
            if (!element) return
            const group = elements.current.get(name) ?? []
            if (!group.includes(element)) {
              group.push(element)
              elements.current.set(name, group)
              // What a visitor typed before the app ran stays.
              if (changedByVisitor(element)) values.current[name] = read(name)
              else writeValue(element, values.current[name])
            }
            return () => {
              const rest = (elements.current.get(name) ?? []).filter((other) => other !== element)
              if (rest.length > 0) elements.current.set(name, rest)
              else elements.current.delete(name)
            }
          },
          // A changed field is checked again once it was checked before,
          // and a server error under it goes as soon as it is edited.
          onChange: () => {
            values.current[name] = read(name)
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
    [mode, recheck, read],
  )

  const getValues = useCallback((): T => {
    const result: FieldValues = { ...values.current }
    for (const name of elements.current.keys()) result[name] = read(name)
    return result as T
  }, [read])

  const focusField = useCallback((name: Path<T>) => {
    const group = elements.current.get(name) ?? []
    // A radio group takes the focus on its chosen radio, as the keyboard does.
    const target = group.find((element) => isToggle(element) && element.type === 'radio' && element.checked) ?? group[0]
    target?.focus()
  }, [])

  const handleSubmit = useCallback(
    (onValid: (values: T) => void | Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault()
      submitted.current = true
      const found: FieldErrors<T> = {}
      let first: Path<T> | undefined
      for (const name of elements.current.keys()) {
        const error = check(name)
        if (!error) continue
        found[name] = error
        first ??= name
      }
      // Errors of fields not on the page (another step's) stay.
      setErrors((current) => {
        const next: FieldErrors<T> = { ...found }
        for (const name of Object.keys(current) as Path<T>[]) if (!elements.current.has(name) && current[name]) next[name] = current[name]
        return next
      })
      if (first) {
        focusField(first)
        return
      }
      await onValid(getValues())
    },
    [check, getValues, focusField],
  )

  const setError = useCallback((name: Path<T>, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }))
  }, [])

  const clearErrors = useCallback((...names: Path<T>[]) => {
    if (names.length === 0) {
      setErrors({})
      return
    }
    setErrors((current) => {
      if (!names.some((name) => current[name])) return current
      const next = { ...current }
      for (const name of names) delete next[name]
      return next
    })
  }, [])

  const reset = useCallback(() => {
    values.current = { ...defaults.current }
    for (const [name, group] of elements.current) for (const element of group) writeValue(element, defaults.current[name])
    touched.current.clear()
    submitted.current = false
    setErrors({})
  }, [])

  return { register, handleSubmit, formState: { errors }, setError, setFocus: focusField, clearErrors, reset, getValues }
}
