package seed

import "strings"

// SpanishConsentText is the first Spanish wording of the consent a visitor
// agrees to by ticking the box of a lead form on a Spanish page (issue 25):
// the English statement of config.Site.ConsentText, which the server seeds
// as the first English version, said for Spanish readers in the United
// States with the same legal meaning (the TCPA's prior express written
// consent: who may contact them, at which number and address, by calls,
// texts and e-mail, with an automatic dialing system or a pre-recorded or
// artificial voice, even on a wireless number or a do-not-call list;
// message and data rates; not a condition of a quote or purchase;
// revocable at any time by any reasonable means). It names the submit
// button "Enviar": the Spanish form's button must say so.
//
// Like the English text it names the brand and the two partner brands,
// which come from the settings: "{brand}" and "{consent_brands}" stand for
// them, and SpanishConsent fills them in. The brand names stay as they are.
const SpanishConsentText = "Al marcar esta casilla y hacer clic en “Enviar”, confirmo que tengo 18 años de edad o más, " +
	"que acepto la Política de Privacidad y los Términos y Condiciones, y que doy mi consentimiento expreso y por " +
	"escrito para recibir llamadas, correos electrónicos y mensajes de texto de {brand}, {consent_brands}, así " +
	"como de sus socios de marketing, al número de teléfono y a la dirección de correo electrónico que proporcioné, incluidas " +
	"llamadas y mensajes de texto hechos con un sistema de marcación telefónica automática o con una voz " +
	"pregrabada o artificial, aunque mi número sea de un teléfono celular o esté inscrito en una lista de no " +
	"llamar. Pueden aplicarse tarifas por mensajes y datos. Mi consentimiento no es una condición para obtener " +
	"una cotización ni para hacer una compra, y puedo revocarlo en cualquier momento por cualquier medio razonable."

// SpanishConsent is SpanishConsentText naming brand and consentBrands
// (config.Site.Brand and ConsentBrands, as the English text does). The
// partner brands are one setting written in English, "A and B" (default
// "Injury Help Network and Claim Connect"): when it holds exactly one
// " and ", that joining word is said in Spanish ("A y B"); the names
// themselves are left as they are.
func SpanishConsent(brand, consentBrands string) string {
	if strings.Count(consentBrands, " and ") == 1 {
		consentBrands = strings.Replace(consentBrands, " and ", " y ", 1)
	}
	return strings.NewReplacer("{brand}", brand, "{consent_brands}", consentBrands).Replace(SpanishConsentText)
}
