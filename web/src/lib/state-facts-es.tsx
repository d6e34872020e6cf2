import type { ReactNode } from 'react'
import { formatCount } from './format'
import type { FaultRule } from './state-facts'
import type { Place, StateFactsMessages } from './state-facts-en'

/**
 * The Spanish (es-US) words of the paragraphs a state-law page writes from
 * the state's facts (decision 057), for Spanish readers in the United
 * States: usted, plain words, the English legal term beside the Spanish
 * one where a reader will meet it in English (no-fault). Written for them,
 * not word for word, but saying exactly what the English catalogue says
 * (state-facts-en.tsx), with the same worked examples. Numbers and amounts
 * as es-US writes them, which is as en-US does ($100,000; 50%): like the
 * English, without Intl, which the server renderer does not have.
 *
 * The place is named as the record names it: a Spanish page passes the
 * record's Spanish name ("Carolina del Norte", "Distrito de Columbia").
 */

/** "Texas"; "el Distrito de Columbia". */
function inSentence({ name, code }: Place): string {
  return code === 'DC' || /^distrito de /i.test(name) ? `el ${name}` : name
}

/** "Texas"; "El Distrito de Columbia". */
function atStart(place: Place): string {
  const s = inSentence(place)
  return s.charAt(0).toUpperCase() + s.slice(1)
}

const NUMBERS = ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez']

/** 1 → "un año", 2 → "dos años", 12 → "12 años". */
export function years(n: number): string {
  const word = NUMBERS[n - 1] ?? String(n)
  return n === 1 ? `${word} año` : `${word} años`
}

/** 1 → "1 día", 180 → "180 días". */
function days(n: number): string {
  return n === 1 ? '1 día' : `${formatCount(n)} días`
}

/** Whole dollars: 100000 → "$100,000" (es-US). */
function dollars(n: number): string {
  return `$${formatCount(n)}`
}

/** The damages of every worked example; the percentages divide it evenly. */
const EXAMPLE = 100000

/** EXAMPLE reduced by pct percent of fault. */
function reduced(pct: number): string {
  return dollars((EXAMPLE * (100 - pct)) / 100)
}

function ruleNamed(place: Place, rule: FaultRule): ReactNode {
  const name = atStart(place)
  switch (rule) {
    case 'pure_comparative':
      return (
        <>
          {name} sigue la regla de <strong>negligencia comparativa pura</strong>.
        </>
      )
    case 'modified_50':
      return (
        <>
          {name} sigue la regla de <strong>negligencia comparativa modificada con un límite del 50%</strong>.
        </>
      )
    case 'modified_51':
      return (
        <>
          {name} sigue la regla de <strong>negligencia comparativa modificada con un límite del 51%</strong>.
        </>
      )
    case 'slight_gross':
      return (
        <>
          {name} sigue su propia forma de <strong>negligencia comparativa modificada</strong>, conocida como la regla de culpa “leve o
          grave” (<em>slight/gross</em>).
        </>
      )
    case 'contributory':
      return (
        <>
          {name} es uno de los pocos lugares que todavía siguen la regla de <strong>negligencia contributiva</strong>.
        </>
      )
  }
}

export const stateFactsEs: StateFactsMessages = {
  statute: (place, n, citation) => (
    <p>
      En {inSentence(place)}, el plazo general de prescripción para reclamos por lesiones personales, es decir, el tiempo que da la ley para
      presentar una demanda, es de <strong>{years(n)}</strong>, por lo general a partir de la fecha de la lesión
      {citation ? ` (${citation})` : ''}. Si la demanda no se presenta a tiempo, el tribunal casi siempre la desestimará, por sólido que sea
      el reclamo, y las aseguradoras lo saben.
    </p>
  ),

  noticePeriod: (place, n) => (
    <p>
      Un reclamo contra un organismo público en {inSentence(place)}, como una ciudad, un condado o una agencia del estado, por lo general
      exige un aviso por escrito dentro de un plazo de <strong>{days(n)}</strong> desde la lesión. Si no da ese aviso a tiempo, puede perder
      el reclamo aunque el plazo para presentar la demanda no se haya vencido.
    </p>
  ),

  fault: (place, rule) => {
    switch (rule) {
      case 'pure_comparative':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Si usted tuvo parte de la culpa del accidente, aun así puede recibir una compensación, pero la
              cantidad se reduce según su porcentaje de culpa. Esto es así incluso si usted tuvo la mayor parte de la culpa.
            </p>
            <p>
              <em>Ejemplo:</em> sus daños suman {dollars(EXAMPLE)} y se determina que usted tuvo el 30% de la culpa. Podría recibir{' '}
              {reduced(30)}. Con el 80% de la culpa, aún podría recibir {reduced(80)}.
            </p>
          </>
        )
      case 'modified_50':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Usted puede recibir una compensación solo si su parte de la culpa es menor del 50%, y lo que reciba
              se reduce según ese porcentaje. Si se determina que usted tuvo el 50% de la culpa o más, incluso si la culpa se reparte por
              igual con el otro conductor, no recibe nada.
            </p>
            <p>
              <em>Ejemplo:</em> sus daños suman {dollars(EXAMPLE)}. Con el 20% de la culpa, podría recibir {reduced(20)}; con el 40%,{' '}
              {reduced(40)}. Con el 50% de la culpa, no recibiría nada.
            </p>
          </>
        )
      case 'modified_51':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Usted puede recibir una compensación siempre que su culpa no sea mayor del 50%, y lo que reciba se
              reduce según su porcentaje de culpa. Si se determina que usted tuvo el 51% de la culpa o más, no recibe nada.
            </p>
            <p>
              <em>Ejemplo:</em> sus daños suman {dollars(EXAMPLE)}. Con el 20% de la culpa, podría recibir {reduced(20)}; con exactamente el
              50%, {reduced(50)}. Con el 60% de la culpa, no recibiría nada.
            </p>
          </>
        )
      case 'slight_gross':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Usted puede recibir una compensación solo si su negligencia fue leve en comparación con la de la otra
              parte; si lo fue, sus daños se reducen en proporción a su parte de la culpa. No hay un porcentaje fijo: el jurado decide si su
              parte fue leve.
            </p>
            <p>
              <em>Ejemplo:</em> sus daños suman {dollars(EXAMPLE)} y el jurado considera que su negligencia fue leve, digamos el 10% del
              total. Podría recibir {reduced(10)}. Si el jurado considera que su negligencia fue más que leve, podría no recibir nada,
              aunque el otro conductor haya tenido más culpa que usted.
            </p>
          </>
        )
      case 'contributory':
        return (
          <>
            <p>
              {ruleNamed(place, rule)} Según esta regla estricta, si usted tuvo aunque sea una pequeña parte de la culpa de su propia
              lesión, se le puede negar toda compensación de la otra parte. Los tribunales reconocen excepciones limitadas, como la doctrina
              de la “última oportunidad clara” (<em>last clear chance</em>), que puede permitir una compensación cuando la otra parte tuvo
              la última oportunidad de evitar el accidente.
            </p>
            <p>
              <em>Ejemplo:</em> sus daños suman {dollars(EXAMPLE)} y se determina que usted tuvo el 5% de la culpa, por ejemplo por apartar
              la vista del camino un momento de más. En un estado con culpa comparativa podría recibir {reduced(5)}; con la negligencia
              contributiva podría no recibir nada.
            </p>
          </>
        )
    }
  },

  faultName: (place, rule) => <p>{ruleNamed(place, rule)}</p>,

  noFault: (place) => (
    <>
      <h3>
        Seguro de auto sin culpa (<em>no-fault</em>)
      </h3>
      <p>
        {atStart(place)} tiene un sistema de seguro de auto sin culpa (<em>no-fault</em>). Después de un accidente de auto, su propia
        cobertura de protección contra lesiones personales (PIP) por lo general paga primero sus gastos médicos y parte de los ingresos que
        dejó de recibir, sin importar quién causó el choque.
      </p>
    </>
  ),
}
