import { useEffect } from 'react'
import { useOptionalTranslator } from '@/i18n/I18nProvider'
import { notifyError } from './notify'

/**
 * SPEC §8: a failed list load shows a toast titled 'Error!' with the server's
 * message, for 5000 ms (in the error style: DESIGN.md §6); on a Spanish
 * page '¡Error!' (the admin area, without a catalogue, stays English).
 */
export function useErrorToast(error: Error | null, fallback: string, toastId: string): void {
  const title = useOptionalTranslator()?.t('toast.errorTitle') ?? 'Error!'
  useEffect(() => {
    if (!error) return
    notifyError(error.message || fallback, title, { toastId, autoClose: 5000 })
  }, [error, fallback, toastId, title])
}
