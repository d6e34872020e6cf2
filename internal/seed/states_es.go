package seed

import (
	"fmt"
	"html"
	"strings"

	"claimsite/internal/richtext"
)

// SpanishStateLaws are the Spanish versions of the 51 seeded state-law
// pages, by state code (StateLaw.Code), built from the same state facts as
// the English pages (stateList): the same fact markers in the same places,
// the page writing the statute, fault-rule and no-fault paragraphs from
// the record's fields in Spanish (web/src/lib/state-facts-es.tsx), and the
// prose around them in Spanish, saying what the English says.
var SpanishStateLaws = buildSpanishStateLaws(stateList)

// spanishStateNames are the states' names as Spanish readers write them
// (the forms of the Real Academia Española and the Spanish-language press
// in the United States): only those that differ from the English.
var spanishStateNames = map[string]string{
	"DC": "Distrito de Columbia",
	"HI": "Hawái",
	"LA": "Luisiana",
	"MI": "Míchigan",
	"MS": "Misisipi",
	"MO": "Misuri",
	"NH": "Nuevo Hampshire",
	"NJ": "Nueva Jersey",
	"NM": "Nuevo México",
	"NY": "Nueva York",
	"NC": "Carolina del Norte",
	"ND": "Dakota del Norte",
	"OR": "Oregón",
	"PA": "Pensilvania",
	"SC": "Carolina del Sur",
	"SD": "Dakota del Sur",
	"WV": "Virginia Occidental",
}

// spanishName is the state's name in Spanish.
func spanishName(f stateFacts) string {
	if n, ok := spanishStateNames[f.Code]; ok {
		return n
	}
	return f.Name
}

// spanishNotes are the Spanish versions of a state's notes (stateFacts:
// Note, SOLNote, FaultNote, OverBar, OverBarExample, NoFaultNote), HTML as
// the English ones; a state has exactly the notes its English facts have.
type spanishNotes struct {
	Note, SOLNote, FaultNote, OverBar, OverBarExample, NoFaultNote string
}

var spanishStateNotes = map[string]spanishNotes{
	"CA": {
		SOLNote: "Los reclamos contra una entidad pública de California por lo general exigen presentar un reclamo por escrito ante el gobierno dentro de los seis meses siguientes a la lesión, mucho antes de que se venza el plazo de dos años.",
	},
	"CO": {
		SOLNote: "Colorado da más tiempo en los accidentes de vehículos motorizados: los reclamos por lesiones que surgen del uso o la operación de un vehículo motorizado por lo general tienen <strong>tres años</strong> (Colo. Rev. Stat. § 13-80-101).",
	},
	"DC": {
		SOLNote:   "Un reclamo contra el propio Distrito por lo general exige un aviso por escrito a la alcaldía (<em>Mayor</em>) dentro de los seis meses siguientes a la lesión.",
		FaultNote: "Hay una excepción importante para quienes no iban en un vehículo motorizado. Según la ley Motor Vehicle Collision Recovery Act, la negligencia de un peatón, un ciclista u otro usuario de la vía sin motor no impide su reclamo contra un conductor, a menos que haya sido mayor que la negligencia de todos los demandados juntos.",
	},
	"FL": {
		SOLNote:     "El plazo de dos años se aplica a los reclamos por negligencia que surgieron el 24 de marzo de 2023 o después. Los reclamos que surgieron antes de esa fecha tenían cuatro años.",
		FaultNote:   "Esta regla es nueva: Florida siguió la negligencia comparativa pura hasta el 24 de marzo de 2023, cuando adoptó el límite del 51% para la mayoría de los casos de negligencia. Los casos de negligencia médica quedaron fuera de ese cambio.",
		NoFaultNote: "El PIP cubre hasta $10,000 de gastos médicos e ingresos perdidos. Puede reclamar al conductor culpable por el dolor y sufrimiento solo si su lesión alcanza el umbral de Florida, como una lesión importante y permanente o cicatrices importantes.",
	},
	"IN": {
		FaultNote: "La ley de culpa comparativa de Indiana no se aplica a los reclamos contra entidades del gobierno, en los que la antigua regla de negligencia contributiva todavía puede impedir la compensación; además, los reclamos contra el estado o un gobierno local exigen un aviso por escrito pocos meses después de la lesión.",
	},
	"KY": {
		SOLNote:     "Los accidentes de vehículos motorizados son distintos: según la ley Motor Vehicle Reparations Act, un reclamo por lesiones en un choque de auto por lo general tiene <strong>dos años</strong> desde la lesión o desde el último pago del seguro sin culpa (PIP), lo que ocurra más tarde (Ky. Rev. Stat. § 304.39-230).",
		NoFaultNote: "Kentucky es un estado sin culpa “de elección” (<em>choice</em>): un conductor puede rechazar por escrito los límites del sistema sin culpa. Si usted no lo hizo, puede reclamar al conductor culpable por el dolor y sufrimiento solo si su lesión supera un umbral, como más de $1,000 en gastos médicos, un hueso roto o una lesión permanente.",
	},
	"LA": {
		Note:      "El derecho civil de Luisiana proviene de su Código Civil, y allí el plazo para reclamar se llama plazo de prescripción (<em>prescriptive period</em>), como en los países de tradición civil.",
		SOLNote:   "El plazo de dos años se aplica a las lesiones ocurridas el 1 de julio de 2024 o después. Las lesiones anteriores a esa fecha estaban sujetas al plazo anterior de un año.",
		FaultNote: "Esta regla se aplica a las lesiones ocurridas el 1 de enero de 2026 o después. Antes, Luisiana seguía la culpa comparativa pura, y esa regla anterior todavía rige los reclamos por accidentes anteriores.",
	},
	"ME": {
		SOLNote: "Seis años es uno de los plazos generales más largos del país, pero los reclamos contra entidades del gobierno y contra proveedores médicos tienen plazos mucho más cortos.",
	},
	"MA": {
		NoFaultNote: "El PIP paga hasta $8,000 de gastos médicos y salarios perdidos. Puede reclamar al conductor culpable por el dolor y sufrimiento si sus gastos médicos razonables pasan de $2,000 o si la lesión es grave, como una fractura, una desfiguración permanente o la pérdida de la vista o del oído.",
	},
	"MI": {
		SOLNote:        "Los reclamos de beneficios sin culpa (PIP) a su propia aseguradora tienen un plazo aparte, mucho más corto: por lo general, un año desde el accidente, a menos que se haya dado aviso por escrito o se hayan pagado beneficios dentro de ese año.",
		OverBar:        "pierde el derecho a los daños no económicos, como el dolor y sufrimiento, aunque todavía podría recuperar los daños económicos, como los gastos médicos y los salarios perdidos, reducidos según su porcentaje de culpa",
		OverBarExample: "podría recuperar el 40% de sus pérdidas económicas y nada por el dolor y sufrimiento",
		FaultNote:      "Eso hace de Míchigan un caso poco común entre los estados con límite del 51%: tener la mayor parte de la culpa le quita la parte no económica del reclamo, no necesariamente todo el reclamo.",
		NoFaultNote:    "Solo se permite reclamar al conductor culpable por el dolor y sufrimiento en caso de muerte, de un deterioro grave de una función del cuerpo o de una desfiguración grave y permanente. La cobertura médica de PIP que usted tiene depende del nivel que eligió al comprar su póliza.",
	},
	"MN": {
		SOLNote:   "Seis años es el plazo de los reclamos comunes por negligencia. Los daños intencionales, como una agresión, tienen dos años, y los reclamos por muerte injusta, por lo general, tres años.",
		FaultNote: "Minnesota compara su culpa con la de cada demandado por separado, así que, si varias partes comparten la culpa, el resultado puede depender de cómo se reparta entre ellas.",
	},
	"MO": {
		SOLNote: "Los reclamos por muerte injusta tienen tres años y los de negligencia médica dos años, así que el plazo de cinco años no cubre todos los casos de lesiones.",
	},
	"NJ": {
		NoFaultNote: "En Nueva Jersey, al comprar su póliza, los conductores eligen la opción “con limitación para demandar” (<em>limitation on lawsuit</em>) o “sin limitación” (<em>no limitation</em>). Con la limitación, solo se permite reclamar al conductor culpable por el dolor y sufrimiento por ciertas lesiones graves, como una fractura con desplazamiento, cicatrices importantes o una lesión permanente.",
	},
	"NY": {
		SOLNote:     "Los reclamos contra una ciudad, un condado u otro organismo público son mucho más estrictos: por lo general hay que presentar un aviso de reclamo (<em>notice of claim</em>) dentro de 90 días, y la demanda, en general, dentro de un año y 90 días.",
		NoFaultNote: "El seguro sin culpa cubre hasta $50,000 de pérdidas económicas básicas. Puede reclamar al conductor culpable por el dolor y sufrimiento solo si tiene una “lesión grave” (<em>serious injury</em>) tal como la define la ley, como una fractura, una desfiguración importante o una lesión que le impidió hacer sus actividades habituales durante 90 de los primeros 180 días.",
	},
	"OR": {
		SOLNote: "Los reclamos contra un organismo público exigen un aviso de reclamo por escrito (<em>tort claim notice</em>), por lo general dentro de los 180 días siguientes a la lesión.",
	},
	"PA": {
		NoFaultNote: "Pensilvania es un estado sin culpa “de elección” (<em>choice</em>). Con la cobertura “full tort” usted conserva el derecho a reclamar al conductor culpable por el dolor y sufrimiento; con “limited tort” renuncia a ese derecho, a menos que la lesión sea grave o se aplique una excepción, como que el otro conductor haya sido condenado por manejar en estado de ebriedad.",
	},
	"SC": {
		SOLNote: "Los reclamos contra una entidad del gobierno según la South Carolina Tort Claims Act por lo general tienen dos años.",
	},
	"TN": {
		SOLNote: "Un año es uno de los plazos más cortos del país. Puede extenderse a dos años en algunos casos en que la persona que causó la lesión fue acusada penalmente por la misma conducta, pero no cuente con una excepción.",
	},
	"TX": {
		FaultNote: "En Texas, esta regla se llama responsabilidad proporcional (<em>proportionate responsibility</em>).",
	},
	"UT": {
		NoFaultNote: "El PIP cubre al menos $3,000 de gastos médicos. Puede reclamar al conductor culpable por el dolor y sufrimiento si sus gastos médicos pasan de $3,000 o si la lesión es grave, como una fractura, una incapacidad permanente o una desfiguración permanente.",
	},
	"WI": {
		FaultNote: "Wisconsin compara su negligencia con la de cada demandado por separado.",
	},
}

func buildSpanishStateLaws(facts []stateFacts) map[string]SpanishStateLaw {
	out := make(map[string]SpanishStateLaw, len(facts))
	for i, f := range facts {
		name := spanishName(f)
		en := esIn(f)
		out[f.Code] = SpanishStateLaw{
			Name:        name,
			Title:       "Leyes de lesiones personales " + en,
			Description: spanishStateDescription(f, spanishStateNotes[f.Code], exampleAmounts[i%len(exampleAmounts)]),
			SEOTitle: fitting(60,
				"Leyes de lesiones personales "+en+": plazos y culpa",
				"Lesiones personales "+en+": plazos y culpa",
				"Leyes de lesiones personales "+en,
			),
			SEODescription: spanishStateSEODescription(f),
			SEOKeywords: strings.Join([]string{
				"lesiones personales " + en,
				"plazo de prescripción " + en,
				faultShortEs[f.Fault] + " " + en,
				"abogado de accidentes de auto " + en,
				"plazo para reclamar por lesiones " + f.Code,
			}, ", "),
		}
	}
	return out
}

// esProse is the Spanish name as it reads inside a sentence: "Texas",
// "el Distrito de Columbia".
func esProse(f stateFacts) string {
	if f.Code == "DC" {
		return "el " + spanishName(f)
	}
	return spanishName(f)
}

// esIn is "en Texas", "en el Distrito de Columbia".
func esIn(f stateFacts) string { return "en " + esProse(f) }

// esOf is "de Texas", "del Distrito de Columbia".
func esOf(f stateFacts) string {
	if f.Code == "DC" {
		return "del " + spanishName(f)
	}
	return "de " + spanishName(f)
}

// spanishYears spells a period as the Spanish catalogue does: "un año",
// "dos años".
func spanishYears(n int) string {
	words := []string{"un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"}
	switch {
	case n == 1:
		return "un año"
	case n >= 2 && n <= len(words):
		return words[n-1] + " años"
	default:
		return fmt.Sprintf("%d años", n)
	}
}

var faultShortEs = map[faultRule]string{
	pureComparative: "negligencia comparativa pura",
	modified50:      "negligencia comparativa modificada",
	modified51:      "negligencia comparativa modificada",
	slightGross:     "negligencia comparativa modificada",
	contributory:    "negligencia contributiva",
}

func spanishStateSEODescription(f stateFacts) string {
	years := spanishYears(solYears[f.SOL])
	return fitting(160,
		fmt.Sprintf("Lesiones personales %s: plazo de %s para presentar una demanda, regla de %s y qué hacer tras un accidente.",
			esIn(f), years, faultShortEs[f.Fault]),
		fmt.Sprintf("Lesiones personales %s: plazo de %s para demandar, regla de %s y qué hacer tras un accidente.",
			esIn(f), years, faultShortEs[f.Fault]),
	)
}

// spanishFaultSection is faultSection in Spanish: the fault marker, or,
// where the state's own words say what follows past the bar (OverBar:
// Michigan), the fault-name marker and those words; then the state's note.
func spanishFaultSection(f stateFacts, notes spanishNotes, amount int) string {
	var b strings.Builder
	b.WriteString("<h2>Si usted tuvo parte de la culpa</h2>\n")
	if f.OverBar == "" {
		b.WriteString(richtext.FactMarker("fault") + "\n")
	} else {
		b.WriteString(richtext.FactMarker("fault-name") + "\n")
		total := dollars(amount)
		switch f.Fault {
		case modified50:
			fmt.Fprintf(&b, "<p>Si su parte de la culpa es menor del 50%%, lo que reciba se reduce según ese porcentaje. Si se determina que usted tuvo el 50%% de la culpa o más, %s.</p>\n", notes.OverBar)
			fmt.Fprintf(&b, "<p><em>Ejemplo:</em> sus daños suman %s. Con el 20%% de la culpa, podría recibir %s; con el 40%%, %s. Con el 50%% de la culpa, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 40), notes.OverBarExample)
		case modified51:
			fmt.Fprintf(&b, "<p>Si su culpa no fue mayor del 50%%, lo que reciba se reduce según su porcentaje de culpa. Si se determina que usted tuvo el 51%% de la culpa o más, %s.</p>\n", notes.OverBar)
			fmt.Fprintf(&b, "<p><em>Ejemplo:</em> sus daños suman %s. Con el 20%% de la culpa, podría recibir %s; con exactamente el 50%%, %s. Con el 60%% de la culpa, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 50), notes.OverBarExample)
		default:
			panic(fmt.Sprintf("seed: OverBar for %s, whose fault rule has no bar", f.Name))
		}
	}
	if notes.FaultNote != "" {
		b.WriteString("<p>" + notes.FaultNote + "</p>\n")
	}
	b.WriteString("<p>Las aseguradoras aplican la misma regla cuando negocian, así que es de esperar que la otra parte alegue que usted tiene más culpa de la que realmente tiene. Las pruebas reunidas desde el principio, como fotos, datos de testigos y el informe policial, suelen ser lo que resuelve esa discusión.</p>\n")
	return b.String()
}

// spanishNoFaultSection is noFaultSection in Spanish.
func spanishNoFaultSection(f stateFacts, notes spanishNotes) string {
	s := richtext.FactMarker("no-fault") + "\n"
	if !f.NoFault {
		return s
	}
	threshold := notes.NoFaultNote
	if threshold == "" {
		threshold = "Puede salir del sistema sin culpa y reclamar al conductor culpable por el dolor y sufrimiento solo si su lesión alcanza el umbral que fija el estado, como una lesión grave o permanente o gastos médicos por encima de cierta cantidad."
	}
	return s + "<p>" + threshold + "</p>\n"
}

// spanishStateDescription is stateDescription in Spanish: the same
// sections and markers, in the same order, the prose written for Spanish
// readers.
func spanishStateDescription(f stateFacts, notes spanishNotes, amount int) string {
	in := html.EscapeString(esIn(f))
	var b strings.Builder

	intro := fmt.Sprintf("Si usted se lesionó en un choque de auto, una caída u otro accidente %s, hay dos reglas de las leyes %s que importan desde el principio: cuánto tiempo tiene para presentar un reclamo y qué pasa con su compensación si a usted se le atribuye parte de la culpa.", in, html.EscapeString(esOf(f)))
	if notes.Note != "" {
		intro += " " + notes.Note
	}
	intro += fmt.Sprintf(" Esta página resume las reglas generales. Los abogados participantes de nuestra red que tienen licencia %s pueden revisar los detalles de su caso.", in)
	b.WriteString("<p>" + intro + "</p>\n")

	b.WriteString("<h2>Plazo para presentar una demanda</h2>\n")
	b.WriteString(richtext.FactMarker("statute") + "\n")
	if notes.SOLNote != "" {
		b.WriteString("<p>" + notes.SOLNote + "</p>\n")
	}
	b.WriteString("<p>Pueden aplicarse plazos distintos a los reclamos contra agencias del gobierno, por negligencia médica, por muerte injusta y por lesiones de menores de edad, y en algunos casos el plazo empieza a contar más tarde, por ejemplo cuando no era razonable descubrir la lesión de inmediato. Las negociaciones con una aseguradora no detienen el plazo.</p>\n")

	b.WriteString(spanishFaultSection(f, notes, amount))
	b.WriteString(spanishNoFaultSection(f, notes))

	fmt.Fprintf(&b, "<h2>Qué hacer después de un accidente %s</h2>\n<ul>\n", in)
	steps := []string{
		"Llame al 911 si alguien está herido y pida que venga la policía; anote el número del informe.",
		"Busque atención médica pronto, aunque se sienta bien. Algunas lesiones, como las conmociones cerebrales y las lesiones de tejidos blandos, aparecen horas o días después.",
		"Tome fotos del lugar, de los vehículos, de cualquier peligro y de sus lesiones, y anote los nombres y teléfonos de los testigos.",
		"Intercambie nombres, datos del seguro y números de placa con las demás personas involucradas. No discuta sobre quién tuvo la culpa ni pida disculpas en el lugar del accidente.",
	}
	if f.NoFault {
		steps = append(steps, "Avise pronto del accidente a su propia aseguradora para que pueda empezar su reclamo de protección contra lesiones personales (PIP); las pólizas sin culpa fijan plazos cortos para dar aviso.")
	} else {
		steps = append(steps, "Informe a su propia aseguradora sobre el accidente, pero piénselo bien antes de dar una declaración grabada a la aseguradora del otro conductor.")
	}
	steps = append(steps,
		"Guarde todas las facturas, los recibos y los talones de pago, y lleve un diario breve de sus síntomas y de los días que faltó al trabajo.",
		fmt.Sprintf("Hable con un abogado con licencia %s mucho antes de que se venza el plazo para presentar la demanda.", in),
	)
	for _, s := range steps {
		b.WriteString("<li>" + s + "</li>\n")
	}
	b.WriteString("</ul>\n")

	b.WriteString("<p>El derecho a reclamar por una lesión no depende de que usted hable inglés, y por lo general tampoco de su situación migratoria, aunque esta puede influir en algunos daños, como los salarios perdidos.</p>\n")
	fmt.Fprintf(&b, "<p>Esta página es información general, no asesoría legal. Las leyes cambian; un abogado con licencia %s puede explicarle cómo se aplican a su situación.</p>", in)
	return b.String()
}
