import type { AccordionItem } from '@/components/Accordion'

/** The five questions under the services grid (SPEC §2 'Services page'). */
export const servicesPageFaqs: AccordionItem[] = [
  {
    question: 'What kinds of accidents can you help with?',
    answer:
      'Car, truck, motorcycle and pedestrian accidents, slip and fall injuries, workplace accidents involving defective equipment, and injuries caused by unsafe products. If someone else’s carelessness hurt you, tell us what happened and we will tell you whether an attorney can help.',
  },
  {
    question: 'Does the consultation cost anything?',
    answer:
      'No. The consultation is free and there is no obligation. Personal-injury attorneys usually work on a contingency basis, which means their fee is a share of what they recover for you; your attorney explains the terms before you sign anything.',
  },
  {
    question: 'How quickly will someone contact me?',
    answer: 'We reply within 24 hours, and usually much sooner. Our line is open 24/7 if you would rather call us right away.',
  },
  {
    question: 'Are you a law firm?',
    answer:
      'No. We are not a law firm and we are not a lawyer referral service. We act as a liaison: with your consent we pass your details to a participating attorney in your state, who reviews your claim and contacts you.',
  },
  {
    question: 'What should I have ready when I get in touch?',
    answer:
      'The date and place of the accident, the names of anyone involved, any police or incident report number, your insurance details, and a short note of your injuries and treatment. Photos and medical bills help too, but do not wait for them to reach out.',
  },
]

/** The five questions of every service detail page (SPEC §2 'Service detail page'). */
export const serviceDetailFaqs: AccordionItem[] = [
  {
    question: 'How long does a personal-injury claim take?',
    answer:
      'Simple claims with clear fault and short treatment can settle in a few months. Claims with serious injuries, disputed fault or an uncooperative insurer can take a year or more, especially if a lawsuit is filed. Settling before you finish treatment is rarely wise, because the full cost of your injuries is not yet known.',
  },
  {
    question: 'Will my case have to go to court?',
    answer:
      'Most personal-injury claims settle without a trial. Your attorney negotiates with the insurer and files a lawsuit only when a fair offer is not made or a deadline is close. Even after filing, most cases settle before trial.',
  },
  {
    question: 'How much is my claim worth?',
    answer:
      'It depends on your medical costs, lost income, the seriousness and permanence of your injuries, the effect on your daily life, who was at fault and the insurance available. An attorney can value your claim after reviewing your records; be wary of anyone who promises a figure before that.',
  },
  {
    question: 'Can I still claim if I was partly to blame?',
    answer:
      'Usually yes. Most states follow comparative negligence: your compensation is reduced by your share of the fault. Some states bar recovery once you are 50% or 51% at fault, and a few (contributory negligence states) bar it if you were at fault at all. Your state’s rule is on its state-law page.',
  },
  {
    question: 'What if the insurance company denies my claim?',
    answer:
      'A denial is not the end. Ask for the reason in writing, keep every letter, and do not give a recorded statement without advice. An attorney can challenge the denial, negotiate, or file a lawsuit before your state’s deadline runs out.',
  },
]
