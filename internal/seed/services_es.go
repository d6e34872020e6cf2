package seed

// SpanishServices are the Spanish versions of the seeded services, by the
// English title (Services[i].Title): the same paragraph conventions as the
// English (plain text, paragraphs separated by a blank line).
var SpanishServices = map[string]SpanishService{
	"Car Accident": {
		Title: "Accidentes de auto",
		Description: paragraphs(
			"Un reclamo por un accidente de auto busca una compensación del conductor o de la otra parte cuyo descuido causó el choque en el que usted se lesionó. La mayoría de los reclamos los paga el seguro de responsabilidad civil del conductor culpable, pero otras partes también pueden compartir la responsabilidad: un empleador cuyo empleado manejaba por trabajo, una agencia del gobierno que no reparó un defecto peligroso en la vía o un fabricante cuya pieza defectuosa contribuyó al choque. Los pasajeros, incluso los que iban en el auto del conductor culpable, por lo general también pueden presentar un reclamo.",
			"La mayoría de los choques graves se deben a alcances por detrás, a choques en intersecciones por pasarse un semáforo en rojo o no ceder el paso, a conductores distraídos, al exceso de velocidad y a manejar bajo los efectos del alcohol o las drogas. Entre las lesiones más comunes están el latigazo cervical y otras lesiones de cuello y espalda, las fracturas, las conmociones cerebrales y otras lesiones en la cabeza, y las cortadas por vidrios rotos. Algunas, sobre todo las de tejidos blandos y las cerebrales, pueden tardar horas o incluso días en dar síntomas.",
			"Después de un choque, llame al 911 si alguien está herido y busque atención médica pronto, aunque se sienta bien. Si puede hacerlo sin peligro, tome fotos de los vehículos, del lugar y de sus lesiones; anote el nombre, el seguro y la placa del otro conductor y los datos de contacto de los testigos, y pida el número del informe policial. Avise del choque a su propia aseguradora, pero tenga cuidado antes de dar una declaración grabada a la aseguradora del otro conductor sin conocer sus derechos.",
			"Según los hechos y la ley de su estado, la compensación puede cubrir gastos médicos, atención médica futura, salarios perdidos y la pérdida de capacidad para ganar dinero, los daños a su vehículo, y el dolor y sufrimiento. En los estados con seguro sin culpa (no-fault), su propia cobertura de protección contra lesiones personales (PIP) paga primero ciertos gastos, y el reclamo contra el otro conductor puede quedar limitado a las lesiones más graves. Cada estado fija un plazo para presentar una demanda, llamado plazo de prescripción, y esos plazos varían de un estado a otro, así que conviene hablar pronto con un abogado con licencia en su estado.",
		),
		SEOTitle:       "Accidentes de auto: sus derechos y qué hacer",
		SEODescription: "¿Se lesionó en un choque? Quién puede ser responsable, qué puede cubrir la compensación, qué hacer después del accidente y por qué importan los plazos.",
		SEOKeywords:    "abogado de accidentes de auto, reclamo por accidente de auto, lesiones en accidente de carro, choque por detrás, latigazo cervical, seguro sin culpa, PIP",
	},
	"Motorcycle Accident": {
		Title: "Accidentes de motocicleta",
		Description: paragraphs(
			"Un reclamo por un accidente de motocicleta protege a los motociclistas y a sus pasajeros cuando se lesionan en un choque causado por la negligencia de otro conductor. También puede tratarse de una motocicleta o una pieza defectuosa, o de un peligro en la vía, como un bache, grava suelta o un desnivel en el borde del carril, que una agencia del gobierno o un contratista no reparó ni señalizó.",
			"Muchos choques de motocicleta ocurren cuando un conductor da vuelta a la izquierda frente al motociclista, se cambia de carril hacia el punto ciego del motociclista, abre la puerta de su auto hacia el tráfico o no frena a tiempo detrás de una motocicleta detenida en un semáforo. Con tan poca protección, los motociclistas sufren a menudo raspaduras graves en la piel, fracturas de piernas, brazos y clavícula, y lesiones de columna y de cabeza, aun usando casco y equipo de protección.",
			"Después de un choque, busque atención médica de inmediato y guarde el casco, la chaqueta y el resto del equipo tal como quedaron, porque sus daños pueden ayudar a mostrar cómo ocurrió el choque. Tome fotos del lugar y de su motocicleta antes de que la reparen, y anote los nombres de los testigos y el número del informe policial. Algunas aseguradoras dan por hecho que los motociclistas son imprudentes, así que las pruebas claras importan. Si no llevar casco afecta o no un reclamo depende de la ley de su estado.",
			"La compensación puede cubrir los gastos médicos y de rehabilitación, los ingresos perdidos, la reparación o el reemplazo de su motocicleta y su equipo, y el dolor y sufrimiento; en lesiones graves, también puede incluir cuidados a largo plazo y la pérdida de capacidad para ganar dinero. Si usted tuvo parte de la culpa, la regla de culpa de su estado puede reducir o impedir su compensación. Los plazos para presentar una demanda varían según el estado, así que averigüe pronto cuál es el suyo.",
		),
		SEOTitle:       "Accidentes de motocicleta: sus derechos tras un choque",
		SEODescription: "¿Se lesionó en una motocicleta? Causas comunes de los choques, qué hacer y qué guardar después, qué puede cubrir un reclamo y por qué importan los plazos.",
		SEOKeywords:    "abogado de accidentes de motocicleta, choque de moto, lesiones de motociclista, raspaduras, accidente al dar vuelta a la izquierda, ley del casco, reclamo al seguro de moto",
	},
	"Truck Accident": {
		Title: "Accidentes de camión",
		Description: paragraphs(
			"Un reclamo por un accidente de camión surge cuando un tráiler, un camión de carga, una camioneta de reparto, un camión de volteo o un camión cisterna causa un choque. Estos casos suelen involucrar a más partes que un choque entre autos: el conductor, la compañía de transporte, la empresa que cargó la mercancía, un taller de mantenimiento o el fabricante de una pieza pueden compartir la responsabilidad. Además, los camiones comerciales deben cumplir normas federales de seguridad sobre las horas de servicio de los conductores, las pruebas de alcohol y drogas, el mantenimiento de los vehículos y la sujeción de la carga.",
			"Entre las causas más comunes están el cansancio del conductor, el exceso de velocidad para cumplir horarios apretados, los frenos o las llantas en mal estado, la carga excesiva o mal distribuida, las vueltas muy abiertas y los grandes puntos ciegos. Como un camión cargado puede pesar hasta 80,000 libras, las lesiones suelen ser graves: lesiones cerebrales traumáticas y de la médula espinal, fracturas múltiples, lesiones internas y, con demasiada frecuencia, la muerte.",
			"En los casos de camiones, las pruebas pueden desaparecer rápido. Los registros electrónicos de horas y los datos del motor, las bitácoras del conductor, los registros de mantenimiento y las comunicaciones con el despachador pueden borrarse o desecharse si nadie pide que se conserven, algo que un abogado puede hacer con una solicitud por escrito a tiempo. En el lugar, si puede, tome fotos del camión, incluidos el nombre de la compañía y el número USDOT que aparecen en la puerta de la cabina, y consiga el número del informe policial y los datos de los testigos.",
			"La compensación puede cubrir los gastos médicos y la atención futura, los ingresos perdidos, el dolor y sufrimiento y, si murió un ser querido, los daños por muerte injusta. Según las normas federales, las compañías que transportan carga entre estados deben tener un seguro de responsabilidad civil mínimo más alto que el de los conductores comunes, por lo general de al menos $750,000 para carga general. Los plazos para presentar una demanda varían según el estado, y los reclamos contra vehículos del gobierno pueden tener plazos de aviso mucho más cortos.",
		),
		SEOTitle:       "Accidentes de camión: quién responde y qué hacer",
		SEODescription: "¿Lo chocó un tráiler o un camión comercial? Quién puede ser responsable, por qué conservar las pruebas pronto, qué cubre un reclamo y cómo son los plazos.",
		SEOKeywords:    "abogado de accidentes de camión, choque con tráiler, accidente de camión de carga, reclamo por vehículo comercial, responsabilidad de la compañía de transporte, normas FMCSA",
	},
	"Pedestrian Accident": {
		Title: "Accidentes de peatones",
		Description: paragraphs(
			"Un reclamo por un accidente de peatón protege a las personas que van a pie y son atropelladas por un auto, un camión, un autobús u otro vehículo, ya sea en un cruce peatonal, en la acera, en un estacionamiento o en la entrada de una casa. Por lo general el reclamo se hace al seguro del conductor, pero también pueden compartir la responsabilidad el dueño de un estacionamiento mal diseñado o la agencia del gobierno a cargo de un cruce peligroso.",
			"Muchos atropellos ocurren porque el conductor no cede el paso en el cruce peatonal, da vuelta sin mirar, maneja a exceso de velocidad, da marcha atrás sin mirar o va distraído, y la mala iluminación de noche los hace más probables. Como el peatón no tiene ninguna protección, las lesiones suelen ser graves: fracturas de piernas y de pelvis, lesiones de cabeza y de columna, y lesiones internas.",
			"Llame al 911, busque atención médica y asegúrese de que la policía haga un informe. Si puede, anote o fotografíe el cruce, los semáforos, la iluminación y el vehículo, y consiga los datos de los testigos. Los negocios cercanos y las cámaras de tráfico pueden haber grabado el atropello, pero esas grabaciones a menudo se borran en pocos días. Si el conductor huyó, avise a la policía de inmediato: su propia cobertura de conductor sin seguro puede aplicarse aunque usted iba a pie, y en los estados con seguro sin culpa (no-fault) su protección contra lesiones personales (PIP), o la de alguien de su hogar, puede pagar primero los gastos médicos.",
			"La compensación puede cubrir gastos médicos, atención futura, ingresos perdidos y el dolor y sufrimiento. A veces las aseguradoras alegan que el peatón cruzó a media cuadra o con la luz en contra; según la regla de culpa de su estado, eso puede reducir o incluso impedir su compensación, así que las pruebas importan. Los plazos para presentar una demanda varían según el estado.",
		),
		SEOTitle:       "Accidentes de peatones: si lo atropelló un vehículo",
		SEODescription: "¿Lo atropellaron mientras caminaba? Qué hacer después del accidente, qué seguro puede pagar, qué puede cubrir un reclamo y por qué importan los plazos.",
		SEOKeywords:    "abogado de accidentes de peatones, atropellado por un auto, accidente en cruce peatonal, atropello y fuga, lesiones de peatón, conductor sin seguro",
	},
	"Bicycle Accident": {
		Title: "Accidentes de bicicleta",
		Description: paragraphs(
			"Un reclamo por un accidente de bicicleta protege a los ciclistas lesionados por un conductor negligente, por la puerta de un auto que se abre de repente, por un defecto peligroso en la vía o por una bicicleta o pieza defectuosa. En la mayoría de los estados, el ciclista tiene el mismo derecho a usar la vía que un automovilista, y los conductores deben tener con los ciclistas el mismo cuidado que con cualquier otro.",
			"Entre los choques más comunes están los del conductor que da vuelta a la derecha cruzándose en el camino del ciclista, el que da vuelta a la izquierda frente a un ciclista que viene de frente, el que pasa demasiado cerca y el que abre la puerta hacia el carril de bicicletas; hoy muchos estados exigen dejar al menos tres pies de distancia al pasar a un ciclista. Las lesiones típicas incluyen golpes en la cabeza, fracturas de clavícula, muñecas y brazos, y raspaduras en la piel.",
			"Después de un choque, busque atención médica, pida un informe policial y guarde su bicicleta, su casco y el equipo dañado tal como quedaron, sin dejar que nadie se los lleve. Tome fotos del lugar, del vehículo y de sus lesiones, y guarde los datos de su computadora de ciclismo, su cámara o su aplicación de rutas. Anote los datos de los testigos y pida a los negocios cercanos que conserven las grabaciones de sus cámaras.",
			"La compensación puede cubrir gastos médicos, ingresos perdidos, el dolor y sufrimiento, y el costo de su bicicleta y su equipo. Su propia póliza de auto, o la de alguien de su hogar, también puede ayudar, con la cobertura de conductor sin seguro o con seguro insuficiente o, en algunos estados, con la protección contra lesiones personales (PIP). Los plazos para presentar una demanda varían según el estado, así que revise pronto el suyo.",
		),
		SEOTitle:       "Accidentes de bicicleta: derechos del ciclista",
		SEODescription: "¿Lo chocaron mientras andaba en bicicleta? Causas comunes de los choques, qué guardar y anotar después, qué seguro puede pagar y por qué importan los plazos.",
		SEOKeywords:    "abogado de accidentes de bicicleta, choque de bicicleta, lesiones de ciclista, accidente por puerta abierta, atropellado en bicicleta, reclamo al seguro",
	},
	"Workplace Injury": {
		Title: "Lesiones en el trabajo",
		Description: paragraphs(
			"Si se lesionó en el trabajo, la compensación laboral (workers' compensation) suele ser la primera fuente de beneficios. Paga la atención médica y parte de los salarios perdidos sin importar quién tuvo la culpa, pero en la mayoría de los casos también le impide demandar a su empleador. Aun así, puede ser posible un reclamo aparte por lesiones personales contra alguien que no sea su empleador: el fabricante de una máquina defectuosa, un subcontratista en una obra de construcción, el dueño de una propiedad o un conductor que lo chocó mientras usted manejaba por trabajo.",
			"Las caídas desde escaleras, techos y andamios, los golpes por objetos que caen, los accidentes con maquinaria, los choques de vehículos, el esfuerzo excesivo y la exposición a sustancias tóxicas causan muchas lesiones en el trabajo. Van desde lesiones de espalda, fracturas y lesiones por movimientos repetitivos hasta amputaciones, quemaduras, pérdida de audición y enfermedades laborales que aparecen con los años.",
			"Informe de la lesión a su empleador por escrito lo antes posible: muchos estados fijan plazos cortos para dar aviso, a veces de solo días o semanas después de la lesión. Vea a un médico, dígale que la lesión ocurrió en el trabajo y guarde copias de cada informe y de cada expediente médico. Anote los nombres de los compañeros que vieron lo que pasó y, si puede, tome fotos del equipo o de las condiciones del lugar. Si le niegan el reclamo de compensación laboral, por lo general hay un proceso de apelación con sus propios plazos.",
			"La compensación laboral cubre el tratamiento médico, una parte del salario, beneficios por incapacidad y a veces capacitación para otro trabajo, pero no el dolor y sufrimiento. Un reclamo contra un tercero puede buscar la compensación completa, incluido el dolor y sufrimiento, aunque la aseguradora de compensación laboral puede tener derecho a que se le reembolse parte de lo recuperado. Los plazos de ambos tipos de reclamo varían según el estado, y la mayoría de los estados prohíben que el empleador tome represalias contra quien presenta un reclamo.",
		),
		SEOTitle:       "Lesiones en el trabajo: compensación laboral y más",
		SEODescription: "¿Se lesionó en el trabajo? Cómo funciona la compensación laboral, cuándo se puede reclamar a un tercero, qué avisar y cuándo, y por qué varían los plazos.",
		SEOKeywords:    "abogado de lesiones en el trabajo, compensación laboral, workers comp en español, accidente de construcción, reclamo contra terceros, accidente laboral",
	},
	"Slip and Fall": {
		Title: "Resbalones y caídas",
		Description: paragraphs(
			"Los reclamos por resbalones y caídas forman parte de la responsabilidad de los dueños de propiedades: el deber de los dueños y ocupantes, como tiendas, restaurantes, arrendadores, hoteles y agencias públicas, de mantener su propiedad razonablemente segura y de advertir a los visitantes sobre los peligros. No toda caída da lugar a un reclamo. Por lo general, hay que demostrar que el dueño sabía, o debía saber, del peligro y no lo corrigió ni advirtió de él en un tiempo razonable.",
			"Muchas caídas se deben a pisos mojados o recién trapeados, bebidas o comida derramadas, hielo y nieve, aceras y estacionamientos desnivelados, alfombras rotas, escalones dañados, mala iluminación o la falta de pasamanos. Las lesiones incluyen fracturas de cadera, muñeca y tobillo, lesiones de rodilla y de espalda, y golpes en la cabeza, y pueden ser especialmente graves en las personas mayores.",
			"Si se cae, avise al gerente o al dueño y pida una copia del informe del incidente. Tome fotos del peligro antes de que lo limpien o lo reparen, guarde los zapatos que llevaba puestos y anote los nombres de los testigos. Pida por escrito que se conserve cualquier video de vigilancia, porque muchos sistemas graban encima en pocos días. Busque atención médica pronto y siga el tratamiento que le indique su médico.",
			"La compensación puede cubrir gastos médicos, salarios perdidos y el dolor y sufrimiento. Los dueños y sus aseguradoras suelen alegar que el peligro era evidente o que usted no se fijaba por dónde caminaba, lo que puede reducir el reclamo según la regla de culpa de su estado. Las caídas en propiedad del gobierno a menudo exigen un aviso de reclamo por escrito en poco tiempo, a veces de solo unos meses, y los plazos generales para presentar una demanda varían según el estado.",
		),
		SEOTitle:       "Resbalones y caídas: cuándo responde el dueño",
		SEODescription: "¿Se cayó en la propiedad de otra persona? Cuándo puede ser responsable el dueño, qué pruebas reunir de inmediato y por qué importan los plazos para dar aviso.",
		SEOKeywords:    "abogado de resbalones y caídas, responsabilidad del dueño de la propiedad, caída en una tienda, piso mojado, tropiezo, caída en el hielo",
	},
	"Dog Bite": {
		Title: "Mordeduras de perro",
		Description: paragraphs(
			"Un reclamo por mordedura de perro cubre las lesiones por una mordida o un ataque, incluso cuando un perro lo tira al suelo. Según el estado, el dueño puede ser responsable por ley aunque no haya sido descuidado (responsabilidad estricta), haya mordido el perro antes o no; puede ser responsable según la regla de “la primera mordida” si sabía o debía saber que el perro era peligroso; o puede ser responsable por negligencia, por ejemplo por no cumplir una ley que exige llevar al perro con correa. Muchos reclamos los paga el seguro de vivienda o de inquilino del dueño.",
			"Las mordidas pueden causar heridas profundas, desgarros de piel, daño a los nervios, infecciones y cicatrices permanentes, y las caídas durante un ataque pueden causar fracturas. A los niños los muerden con más frecuencia que a los adultos, y es más probable que sea en la cara. Muchas víctimas también siguen sufriendo miedo y ansiedad mucho después de que sanan las heridas.",
			"Lave la herida y busque atención médica, porque las mordidas se infectan con frecuencia. Pida el nombre y los datos de contacto del dueño y pregunte por las vacunas del perro. Reporte la mordida al control de animales o al departamento de salud local, tome fotos de sus lesiones mientras sanan y anote los nombres de los testigos.",
			"La compensación puede cubrir gastos médicos, cirugía plástica por las cicatrices, terapia psicológica, ingresos perdidos y el dolor y sufrimiento. A veces los dueños alegan que el perro fue provocado o que la persona lesionada estaba sin permiso en la propiedad, defensas que dependen de la ley de cada estado. Los plazos para presentar una demanda varían según el estado.",
		),
		SEOTitle:       "Mordeduras de perro: la responsabilidad del dueño",
		SEODescription: "¿Lo mordió un perro? Cómo cambia la responsabilidad del dueño según el estado, qué hacer tras una mordida, qué seguro suele pagar y qué cubre un reclamo.",
		SEOKeywords:    "abogado de mordeduras de perro, ataque de perro, responsabilidad del dueño del perro, mordedura de animal, responsabilidad estricta, reclamo al seguro de vivienda",
	},
	"Product Liability": {
		Title: "Productos defectuosos",
		Description: paragraphs(
			"Un reclamo por responsabilidad de productos busca una compensación por lesiones causadas por un producto defectuoso: un vehículo o una de sus piezas, un aparato médico o un medicamento, un electrodoméstico, una herramienta eléctrica, un producto para niños o una batería que se sobrecalienta. El reclamo puede presentarse contra el fabricante y, a veces, contra los distribuidores y los vendedores. Hay tres tipos principales de defecto: un defecto de diseño, que hace peligrosas todas las unidades; un defecto de fabricación, en una unidad en particular; y la falta de advertencias o instrucciones adecuadas.",
			"Muchos estados aplican la responsabilidad estricta a los productos defectuosos: usted no tiene que probar que el fabricante fue descuidado, sino solo que el producto tenía un defecto y que ese defecto le causó la lesión. Los casos comunes tienen que ver con bolsas de aire, cinturones de seguridad o llantas que fallaron, incendios de baterías, herramientas y maquinaria defectuosas, y aparatos médicos y medicamentos retirados del mercado. Las lesiones van desde quemaduras y cortadas hasta amputaciones y lesiones internas.",
			"Guarde el producto, su empaque, los manuales y el recibo, y no lo repare, no lo tire ni se lo devuelva al fabricante. Tome fotos del producto y de sus lesiones, anote dónde y cuándo lo compró, y averigüe si fue retirado del mercado. Busque atención médica y dígale a su médico cómo ocurrió la lesión.",
			"La compensación puede cubrir gastos médicos, ingresos perdidos, el dolor y sufrimiento y, en algunos casos, daños punitivos. Además del plazo de prescripción, muchos estados tienen un plazo de caducidad (statute of repose) que puede impedir un reclamo cuando pasa cierto número de años desde que el producto se vendió por primera vez, sin importar cuándo ocurrió la lesión. Estos plazos varían según el estado, así que vale la pena revisarlos pronto.",
		),
		SEOTitle:       "Productos defectuosos: si un producto lo lesionó",
		SEODescription: "¿Lo lesionó un producto defectuoso? Los tres tipos de defecto, quién puede ser responsable, qué pruebas guardar y por qué los plazos pueden ser estrictos.",
		SEOKeywords:    "abogado de productos defectuosos, lesión por producto defectuoso, defecto de diseño, defecto de fabricación, falta de advertencia, producto retirado del mercado",
	},
	"Wrongful Death": {
		Title: "Muerte injusta",
		Description: paragraphs(
			"Cuando una persona muere por la negligencia o la conducta indebida de otra, la ley estatal permite un reclamo por muerte injusta en nombre de la familia. Quién puede presentarlo cambia según el estado: en muchos estados, el representante legal del patrimonio de la persona fallecida (como el albacea) presenta el reclamo en beneficio del cónyuge, los hijos o los padres, mientras que otros estados permiten que ciertos familiares lo presenten directamente.",
			"Los reclamos por muerte injusta surgen de los mismos hechos que otros reclamos por lesiones: choques de autos, camiones y motocicletas, accidentes de trabajo, productos defectuosos, propiedades inseguras y errores médicos. Muchos estados también permiten una acción de supervivencia (survival action), con la que el patrimonio puede recuperar lo que la persona sufrió antes de morir y pérdidas como los gastos médicos.",
			"Las cuestiones legales suelen ser lo último en lo que quiere pensar una familia en duelo, pero algunos pasos ayudan a proteger el reclamo: guarde el certificado de defunción, los informes policiales, los expedientes médicos y las pólizas de seguro, y no firme renuncias ni dé declaraciones grabadas a una aseguradora antes de recibir asesoría. Un abogado también puede explicarle los trámites de sucesión, como el nombramiento de un representante legal.",
			"Según el estado, la compensación puede incluir los gastos del funeral y del entierro, los gastos médicos antes de la muerte, el apoyo económico y la ayuda en el hogar que la persona habría dado, y la pérdida de su compañía y sus consejos. Algunos estados limitan ciertos daños. Los plazos para los reclamos por muerte injusta varían según el estado y a menudo se cuentan desde la fecha de la muerte, así que es mejor hablar pronto con un abogado.",
		),
		SEOTitle:       "Muerte injusta: quién puede reclamar y qué cubre",
		SEODescription: "¿Perdió a un ser querido por la negligencia de otra persona? Quién puede reclamar por muerte injusta, qué daños puede incluir y por qué importan los plazos.",
		SEOKeywords:    "abogado de muerte injusta, reclamo por muerte injusta, accidente fatal, acción de supervivencia, quién puede demandar por muerte injusta, compensación para la familia",
	},
}
