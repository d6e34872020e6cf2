import type { AccordionItem } from '@/components/Accordion'
import type { Translator } from '@/i18n/I18nProvider'

/** The five questions under the services grid (SPEC §2 'Services page'): their keys in content.json. */
const servicesPageQuestions = ['kinds', 'cost', 'speed', 'lawFirm', 'ready']

/** The five questions of every service detail page (SPEC §2 'Service detail page'). */
const serviceDetailQuestions = ['duration', 'court', 'worth', 'partlyToBlame', 'denied']

function questions(prefix: string, keys: string[], t: Translator['t']): AccordionItem[] {
  return keys.map((key) => ({ question: t(`${prefix}.${key}.question`), answer: <p>{t(`${prefix}.${key}.answer`)}</p> }))
}

/** The services page's questions in the page's language. */
export function servicesPageFaqs(t: Translator['t']): AccordionItem[] {
  return questions('servicesFaq', servicesPageQuestions, t)
}

/** A service detail page's questions in the page's language. */
export function serviceDetailFaqs(t: Translator['t']): AccordionItem[] {
  return questions('serviceFaq', serviceDetailQuestions, t)
}
