import { createContext, useContext } from 'react'

export interface ConsultationControls {
  /** Opens the 'Get a Free Consultation' contact modal. */
  openConsultation: () => void
}

export const ConsultationContext = createContext<ConsultationControls>({
  openConsultation: () => {},
})

export function useConsultation(): ConsultationControls {
  return useContext(ConsultationContext)
}
