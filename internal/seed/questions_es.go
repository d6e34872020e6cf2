package seed

// SpanishQuestions are the Spanish versions of the seeded FAQ entries, by
// the English question (Questions[i].Question); answers are plain text.
var SpanishQuestions = map[string]SpanishQuestion{
	"Is this website a law firm?": {
		Question: "¿Este sitio web es un bufete de abogados?",
		Answer:   "No. No somos un bufete de abogados ni un servicio de referencia de abogados, y no damos asesoría legal. Este sitio web es un anuncio pagado por los abogados participantes. Cuando usted pide una consulta, sus datos se envían a un abogado participante con licencia en su estado, quien decide si puede ayudarle.",
	},
	"How much does a consultation cost?": {
		Question: "¿Cuánto cuesta una consulta?",
		Answer:   "La consulta que usted pide por medio de este sitio web es gratuita, y pedirla no lo obliga a contratar a nadie. Si decide trabajar con un abogado, le explicarán cómo se cobran los honorarios y se lo darán por escrito antes de que usted firme.",
	},
	"How do contingency fees work?": {
		Question: "¿Cómo funcionan los honorarios de contingencia?",
		Answer:   "La mayoría de los abogados de lesiones personales cobran por contingencia: usted no paga honorarios de abogado a menos que se obtenga dinero para usted, y los honorarios son un porcentaje de lo obtenido, a menudo cerca de un tercio. Los gastos del caso, como las tarifas del tribunal, los expedientes médicos y los informes de peritos, se manejan de forma distinta en cada bufete, así que pregunte si se descuentan de lo obtenido y si tendría que pagarlos en caso de perder. Algunos estados limitan o regulan los honorarios de contingencia.",
	},
	"How long does a personal-injury claim take?": {
		Question: "¿Cuánto tarda un reclamo por lesiones personales?",
		Answer:   "Depende de la gravedad de las lesiones, de si se discute quién tuvo la culpa y de cuánto coopere la aseguradora. Un reclamo sencillo puede resolverse en unos meses una vez terminado el tratamiento, mientras que un caso que llega a juicio puede tardar un año o más. Llegar a un acuerdo antes de conocer todo el alcance de sus lesiones puede significar aceptar muy poco.",
	},
	"How much is my claim worth?": {
		Question: "¿Cuánto vale mi reclamo?",
		Answer:   "Nadie puede responder con honestidad sin conocer los hechos: el valor depende de sus gastos médicos, de los ingresos que perdió, de cómo la lesión afecta su vida, de la solidez de las pruebas sobre la culpa y del seguro disponible. Desconfíe de quien le dé una cifra antes de revisar su caso. Un abogado puede explicarle qué factores cuentan una vez que haya visto sus documentos.",
	},
	"Will my case go to court?": {
		Question: "¿Mi caso tendrá que ir a juicio?",
		Answer:   "La mayoría de los reclamos por lesiones personales se resuelven con un acuerdo, sin juicio, antes de presentar una demanda o mientras la demanda está en curso. A veces se presenta una demanda para no perder el plazo o porque la aseguradora no hace una oferta justa. La decisión de llegar a un acuerdo o ir a juicio siempre es suya.",
	},
	"What if I was partly at fault for the accident?": {
		Question: "¿Y si yo tuve parte de la culpa del accidente?",
		Answer:   "En la mayoría de los estados todavía puede recibir algo, pero su compensación se reduce según su porcentaje de culpa, conforme a la negligencia comparativa. Algunos estados niegan la compensación si usted tuvo el 50% o el 51% de la culpa o más, y unos pocos (Alabama, Maryland, Carolina del Norte, Virginia y el Distrito de Columbia) siguen la negligencia contributiva, en la que incluso una pequeña parte de culpa puede impedir el reclamo. Nuestras páginas sobre las leyes de cada estado explican la regla de cada uno.",
	},
	"What is a statute of limitations?": {
		Question: "¿Qué es el plazo de prescripción?",
		Answer:   "Es la fecha límite para presentar una demanda, conocida en inglés como statute of limitations. Cambia según el estado y el tipo de reclamo: para la mayoría de los reclamos por lesiones personales va de un año (por ejemplo, en Kentucky y Tennessee) a seis años (por ejemplo, en Maine y Dakota del Norte). Si se vence, el tribunal casi siempre desestimará el caso, y los reclamos contra agencias del gobierno pueden exigir un aviso mucho antes.",
	},
	"The insurance company denied my claim. What now?": {
		Question: "La aseguradora negó mi reclamo. ¿Qué hago ahora?",
		Answer:   "Una negación no siempre es la última palabra. Pida por escrito el motivo y guarde todas las cartas y los correos electrónicos. Un abogado puede revisar si la negación se justifica, reunir más pruebas o, si hace falta, presentar una demanda antes de que se venza el plazo.",
	},
	"What should I bring to a consultation?": {
		Question: "¿Qué debo llevar a una consulta?",
		Answer:   "Lleve lo que tenga: el informe policial o del incidente, fotos, los datos del seguro de la otra parte, su propia póliza de seguro, expedientes y facturas médicas, comprobantes de los ingresos que perdió y cualquier carta de las aseguradoras. Anote también los nombres de los testigos y un resumen breve, en orden, de lo que pasó. No se preocupe si le falta algo; el abogado puede ayudarle a conseguir los documentos.",
	},
	"Should I talk to the other driver's insurance company?": {
		Question: "¿Debo hablar con la aseguradora del otro conductor?",
		Answer:   "Puede dar datos básicos, como su nombre y su información de contacto, pero no está obligado a hablar de sus lesiones en detalle ni a aceptar una oferta temprana. El ajustador trabaja para la aseguradora del otro conductor, y lo que usted diga puede usarse para reducir su reclamo. Muchas personas hablan primero con un abogado.",
	},
	"Do I have to give a recorded statement?": {
		Question: "¿Tengo que dar una declaración grabada?",
		Answer:   "Por lo general, usted no está obligado a dar una declaración grabada a la aseguradora de la otra parte. Su propia póliza puede exigirle que coopere con su aseguradora, así que léala o consulte con un abogado. Si da una declaración, limítese a los hechos que conoce y no adivine velocidades, distancias ni detalles de sus lesiones.",
	},
	"Who pays my medical bills while the claim is pending?": {
		Question: "¿Quién paga mis gastos médicos mientras se resuelve el reclamo?",
		Answer:   "Por lo general pagan primero su propio seguro médico, la cobertura de pagos médicos de su póliza de auto o, en los estados con seguro sin culpa (no-fault), la protección contra lesiones personales (PIP). La aseguradora del culpable normalmente paga solo cuando se llega a un acuerdo, y es posible que su seguro médico tenga derecho a que se le reembolse de ese dinero. Guarde todas las facturas y las explicaciones de beneficios.",
	},
	"I felt fine after the accident. Should I still see a doctor?": {
		Question: "Me sentía bien después del accidente. ¿Aun así debo ir al médico?",
		Answer:   "Sí. Las conmociones cerebrales, el latigazo cervical y las lesiones internas pueden tardar horas o días en dar síntomas. La atención médica a tiempo protege su salud, y el tiempo que pasa entre el accidente y su primer tratamiento es una de las primeras cosas que señala una aseguradora para discutir un reclamo.",
	},
	"Can a claim be made for an injured child?": {
		Question: "¿Se puede presentar un reclamo por un niño lesionado?",
		Answer:   "Sí. Por lo general, uno de los padres o el tutor presenta el reclamo en nombre del niño, y en muchos estados un juez debe aprobar el acuerdo de un menor de edad. En muchos estados el plazo para presentar la demanda se detiene hasta que el niño cumple 18 años, pero hay excepciones importantes, sobre todo en los reclamos contra agencias del gobierno, así que no espere.",
	},
	"Who can file a wrongful death claim?": {
		Question: "¿Quién puede presentar un reclamo por muerte injusta?",
		Answer:   "Depende de la ley del estado. En muchos estados, el representante legal del patrimonio de la persona fallecida (como el albacea) presenta el reclamo en beneficio del cónyuge, los hijos o los padres; en otros, ciertos familiares pueden presentarlo directamente. Los plazos por muerte injusta a menudo se cuentan desde la fecha de la muerte y pueden ser cortos.",
	},
	"What if the driver who hit me had no insurance?": {
		Question: "¿Y si el conductor que me chocó no tenía seguro?",
		Answer:   "Su propia cobertura de conductor sin seguro (UM) puede pagar por sus lesiones, y la cobertura de conductor con seguro insuficiente (UIM) puede ayudar si los límites del otro conductor son muy bajos. Estas coberturas también pueden aplicarse en algunos casos en que el conductor huyó y cuando a usted lo atropellaron como peatón o ciclista. Revise su póliza y avise pronto a su aseguradora, porque las pólizas fijan sus propios plazos.",
	},
	"Do I need a police report?": {
		Question: "¿Necesito un informe policial?",
		Answer:   "No siempre se necesita un informe policial para presentar un reclamo, pero es una de las pruebas más útiles: registra la fecha, las personas involucradas, los testigos y a menudo lo que observó el agente. Muchos estados exigen informar a la policía o a la agencia de vehículos motorizados cuando alguien resulta herido. Por lo general, puede pedir una copia a la agencia que acudió al lugar.",
	},
	"Can social media posts affect my claim?": {
		Question: "¿Lo que publico en redes sociales puede afectar mi reclamo?",
		Answer:   "Sí. Las aseguradoras y los abogados de la defensa revisan con frecuencia las redes sociales de quienes reclaman, y una foto suya en una fiesta o de excursión puede usarse para alegar que sus lesiones no son graves, aunque se saque de contexto. Lo más seguro es no publicar nada sobre el accidente, sus lesiones o sus actividades hasta que se resuelva el reclamo, y no borrar publicaciones que ya existen sin antes pedir consejo.",
	},
	"I had a pre-existing condition. Can I still make a claim?": {
		Question: "Yo ya tenía un problema de salud. ¿Aun así puedo reclamar?",
		Answer:   "Sí. En general, puede recibir una compensación en la medida en que el accidente empeoró un problema de salud que ya tenía. Las aseguradoras a menudo intentan culpar de sus síntomas al problema anterior, así que importan los expedientes médicos de antes y de después del accidente. Sea honesto sobre su historial con sus médicos y con su abogado.",
	},
	"What damages can I recover in a personal-injury claim?": {
		Question: "¿Qué daños puedo recuperar en un reclamo por lesiones personales?",
		Answer:   "Según los hechos y la ley del estado, los daños pueden incluir gastos médicos, atención médica futura, salarios perdidos, la pérdida de capacidad para ganar dinero, daños a la propiedad y el dolor y sufrimiento. Algunos estados ponen un tope a ciertos daños en algunos tipos de casos, y los daños punitivos solo proceden ante una conducta especialmente grave.",
	},
	"Do I have to accept the insurance company's first offer?": {
		Question: "¿Tengo que aceptar la primera oferta de la aseguradora?",
		Answer:   "No. La primera oferta suele ser un punto de partida para negociar, y aceptarla por lo general significa firmar una renuncia que pone fin a su reclamo para siempre. Antes de aceptar, asegúrese de conocer el costo total de sus lesiones, incluidos el tratamiento futuro y los ingresos perdidos.",
	},
	"What is no-fault insurance?": {
		Question: "¿Qué es el seguro sin culpa (no-fault)?",
		Answer:   "En los estados con seguro sin culpa, como Florida, Míchigan, Nueva York y Nueva Jersey, su propia cobertura de protección contra lesiones personales (PIP) paga sus gastos médicos y parte de los ingresos que pierde después de un accidente de auto, sin importar quién lo causó. Por lo general, puede reclamar al conductor culpable por el dolor y sufrimiento solo si sus lesiones alcanzan el umbral que fija el estado. Nuestras páginas sobre las leyes de cada estado indican qué estados usan este sistema.",
	},
	"What happens after I submit the consultation form?": {
		Question: "¿Qué pasa después de enviar el formulario de consulta?",
		Answer:   "Sus datos se envían a un abogado participante con licencia en su estado, que podría comunicarse con usted por teléfono o por correo electrónico para saber más sobre lo que pasó. Enviar el formulario no crea una relación entre abogado y cliente, y usted no está obligado a contratar a nadie. No incluya en el formulario datos confidenciales más allá de lo que se le pide.",
	},
	"Can I still make a claim if the accident happened in another state?": {
		Question: "¿Puedo reclamar si el accidente ocurrió en otro estado?",
		Answer:   "Por lo general, sí, pero qué ley y qué plazo se aplican puede depender de dónde ocurrió el accidente, de dónde viven las partes y de dónde se presenta la demanda. A menudo, lo mejor es empezar por un abogado con licencia en el estado donde ocurrió el accidente.",
	},
	"Does hiring an attorney guarantee that I will get compensation?": {
		Question: "¿Contratar a un abogado me garantiza una compensación?",
		Answer:   "No. Ningún abogado puede prometerle honestamente un resultado, y cada caso depende de sus propios hechos, de las pruebas y de la ley del estado. Lo que un abogado sí puede hacer es explicarle sus opciones, encargarse de la aseguradora y de los plazos, y decirle con franqueza qué opina de su reclamo.",
	},
}
