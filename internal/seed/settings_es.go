package seed

// SpanishSettings are the Spanish defaults of the site settings that are
// text shown to visitors, by setting key (the JSON names of
// internal/settings.Settings): what the Spanish pages say until the
// operator writes their own. They translate settings.DefaultDisclaimer,
// DefaultHeroHeadline, DefaultHeroSubline, DefaultCTALabel and the default
// pop-up headline, within the same limits (settings.Validate). As in the
// English subline, "{brand}" stands for the brand name (decision 063); the
// brand and the other settings that are names, addresses or numbers have
// no Spanish version.
var SpanishSettings = map[string]string{
	"footer_disclaimer": "Este sitio web es un anuncio pagado por los abogados participantes. " +
		"Este sitio no es un bufete de abogados, no ofrece asesoría legal y no es un servicio de referencia de " +
		"abogados; sirve de enlace entre las personas que tienen un reclamo y los profesionales del derecho. Cuando " +
		"usted envía un formulario, sus datos se comparten con un abogado o bufete de abogados de su estado, que " +
		"podría comunicarse con usted. El uso de este sitio no crea una relación entre abogado y cliente. " +
		"Los resultados obtenidos en otros casos no garantizan un resultado similar.",
	"hero_headline": "¿Se lesionó en un accidente? Reclame la compensación que le corresponde.",
	"hero_subline": "{brand} pone en contacto a personas lesionadas en accidentes de auto, camión, motocicleta y " +
		"otros con abogados de lesiones personales con experiencia en su estado. Cuéntenos qué pasó y le " +
		"responderemos en menos de 24 horas.",
	"cta_label":      "Pida su consulta gratuita",
	"popup_headline": "Reclame su compensación por lesiones personales",
}
