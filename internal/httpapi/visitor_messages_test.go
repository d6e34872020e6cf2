package httpapi

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/locale"
)

// fieldMessage is what a visitor route says of one field, in English and
// in Spanish.
type fieldMessage struct{ en, es string }

// TestVisitorFieldMessages (decision 071): every public visitor route
// answers its 422s in the request's language: the lead forms in their
// page's (page_url under /es), the others in the body's language. The
// English words are those the routes always said (SPEC.md, the web's
// tests); the answer's message is the first field's first error and how
// many more fields have errors, in the same language.
func TestVisitorFieldMessages(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		good := evaluationAnswers(ts)
		// The lead forms tell their language by the page they were on; the
		// other routes by the body's language.
		pageIn := func(lang, path string) string { return "https://claims.example" + locale.Path(lang, path) }
		contact := func(change map[string]any) func(lang string) map[string]any {
			return func(lang string) map[string]any {
				return with(with(contactConsultationBody(), map[string]any{"page_url": pageIn(lang, "/services")}), change)
			}
		}
		stateLaw := func(change map[string]any) func(lang string) map[string]any {
			return func(lang string) map[string]any {
				return with(with(stateLawContactBody(), map[string]any{"page_url": pageIn(lang, "/state-law/1")}), change)
			}
		}
		evaluation := func(change map[string]any) func(lang string) map[string]any {
			return func(lang string) map[string]any {
				return with(with(good, map[string]any{"page_url": pageIn(lang, "/case-evaluation")}), change)
			}
		}
		check := func(step int, change map[string]any) func(lang string) map[string]any {
			return func(lang string) map[string]any {
				return map[string]any{"step": step, "answers": with(good, change), "language": lang}
			}
		}
		inLanguage := func(body map[string]any) func(lang string) map[string]any {
			return func(lang string) map[string]any { return with(body, map[string]any{"language": lang}) }
		}
		longToken := strings.Repeat("t", 201)

		for _, c := range []struct {
			name, path string
			body       func(lang string) map[string]any
			want       map[string]fieldMessage
		}{
			{"contact: names, phone, state, consent", "/api/contact",
				contact(map[string]any{"first_name": " ", "phone": "555 123 4567", "state": "Narnia", "is_checked": false}),
				map[string]fieldMessage{
					"first_name": {"The first name field is required.", "El campo nombre es obligatorio."},
					"phone":      {"Phone number must be exactly 10 digits and remove spaces", "El número de teléfono debe tener exactamente 10 dígitos, sin espacios"},
					"state":      {"Select one of the 50 states or the District of Columbia.", "Seleccione uno de los 50 estados o el Distrito de Columbia."},
					"is_checked": {"You must agree to be contacted before we can send your request.", "Debe aceptar que se comuniquen con usted antes de que podamos enviar su solicitud."},
				}},
			{"contact: e-mail, ZIP code, description, contact language, attribution", "/api/contact",
				contact(map[string]any{"email": "jane@", "last_name": strings.Repeat("x", 101), "zipCode": "9021", "description": strings.Repeat("d", 5001),
					"language": "fr", "attribution": map[string]any{"utm_source": 7, "gclid": strings.Repeat("g", 256)}}),
				map[string]fieldMessage{
					"email":                  {"The email must be a valid email address.", "El correo electrónico debe ser una dirección válida."},
					"last_name":              {"The last name may not be greater than 100 characters.", "El campo apellido no puede tener más de 100 caracteres."},
					"zipCode":                {"The zip code must be 5 digits or ZIP+4 (12345-6789).", "El código postal debe tener 5 dígitos o ZIP+4 (12345-6789)."},
					"description":            {"The description may not be greater than 5000 characters.", "El campo descripción no puede tener más de 5000 caracteres."},
					"language":               {"Choose English or Spanish.", "Elija inglés o español."},
					"attribution.utm_source": {"The utm_source must be a string.", "El campo utm_source debe ser texto."},
					"attribution.gclid":      {"The gclid may not be greater than 255 characters.", "El campo gclid no puede tener más de 255 caracteres."},
				}},
			{"contact: the state-law form", "/api/contact",
				stateLaw(map[string]any{"name": "", "email": "", "zipCode": ""}),
				map[string]fieldMessage{
					"name":  {"The name field is required.", "El campo nombre es obligatorio."},
					"email": {"The email field is required.", "El campo correo electrónico es obligatorio."},
				}},
			{"evaluation: represented", "/api/case-evaluations",
				evaluation(map[string]any{"represented": true, "zip_code": "7330"}),
				map[string]fieldMessage{
					"represented": {"You told us you already have a lawyer for this accident, so we cannot send your request to another attorney.",
						"Nos dijo que ya tiene un abogado para este accidente, así que no podemos enviar su solicitud a otro abogado."},
					"zip_code": {"The zip code must be 5 digits or ZIP+4 (12345-6789).", "El código postal debe tener 5 dígitos o ZIP+4 (12345-6789)."},
				}},
			{"evaluation: settled, contact step", "/api/case-evaluations",
				evaluation(map[string]any{"settled": true, "phone": "", "is_checked": false}),
				map[string]fieldMessage{
					"settled": {"You told us your claim is already settled, so we cannot send it to an attorney.",
						"Nos dijo que ya se llegó a un acuerdo en su reclamo, así que no podemos enviarlo a un abogado."},
					"phone":      {"The phone field is required.", "El campo teléfono es obligatorio."},
					"is_checked": {"You must agree to be contacted before we can send your request.", "Debe aceptar que se comuniquen con usted antes de que podamos enviar su solicitud."},
				}},
			{"check: step 1, no accident type", "/api/case-evaluations/check", check(1, map[string]any{"service_id": nil}),
				map[string]fieldMessage{"service_id": {"Choose the type of accident.", "Elija el tipo de accidente."}}},
			{"check: step 1, an unknown accident type", "/api/case-evaluations/check", check(1, map[string]any{"service_id": 999999}),
				map[string]fieldMessage{"service_id": {"Choose one of the accident types shown.", "Elija uno de los tipos de accidente que se muestran."}}},
			{"check: step 2", "/api/case-evaluations/check", check(2, map[string]any{"accident_date": "2027-01-01", "state": "XX"}),
				map[string]fieldMessage{
					"accident_date": {"The date of the accident cannot be in the future.", "La fecha del accidente no puede ser posterior a hoy."},
					"state":         {"Select one of the 50 states or the District of Columbia.", "Seleccione uno de los 50 estados o el Distrito de Columbia."},
				}},
			{"check: step 2, no date", "/api/case-evaluations/check", check(2, map[string]any{"accident_date": "soon"}),
				map[string]fieldMessage{"accident_date": {"Enter the date of the accident, or its month and year.", "Escriba la fecha del accidente, o su mes y año."}}},
			{"check: step 3", "/api/case-evaluations/check", check(3, map[string]any{"injured": nil}),
				map[string]fieldMessage{"injured": {"Tell us whether you were injured.", "Indique si sufrió lesiones."}}},
			{"check: step 3, treatment", "/api/case-evaluations/check", check(3, map[string]any{"treatment": "magic"}),
				map[string]fieldMessage{"treatment": {"Choose the treatment you have had so far.", "Elija el tratamiento que ha recibido hasta ahora."}}},
			{"check: step 3, still treated", "/api/case-evaluations/check", check(3, map[string]any{"still_treating": nil}),
				map[string]fieldMessage{"still_treating": {"Tell us whether you are still being treated.", "Indique si todavía recibe tratamiento."}}},
			{"check: step 4", "/api/case-evaluations/check", check(4, map[string]any{"fault": "", "police_report": "maybe", "vehicles": []string{"tank"}}),
				map[string]fieldMessage{
					"fault":         {"Choose who was at fault.", "Elija quién tuvo la culpa."},
					"police_report": {"Tell us whether there is a police report.", "Indique si hay un informe policial."},
					"vehicles":      {"Choose only from the vehicles listed.", "Elija solo entre los vehículos de la lista."},
				}},
			{"check: step 5", "/api/case-evaluations/check", check(5, map[string]any{"represented": nil, "settled": nil}),
				map[string]fieldMessage{
					"represented": {"Tell us whether you already have a lawyer for this accident.", "Indique si ya tiene un abogado para este accidente."},
					"settled":     {"Tell us whether your claim is already settled.", "Indique si ya se llegó a un acuerdo en su reclamo."},
				}},
			{"check: no such step", "/api/case-evaluations/check", check(9, nil),
				map[string]fieldMessage{"step": {"The step must be from 1 to 6.", "El paso debe ser del 1 al 6."}}},
			{"opt-out: phone and scope", "/api/opt-out", inLanguage(map[string]any{"phone": "555-1234", "email": "a@b", "scope": "dance"}),
				map[string]fieldMessage{
					"phone": {"Phone number must be exactly 10 digits.", "El número de teléfono debe tener exactamente 10 dígitos."},
					"email": {"The email must be a valid email address.", "El correo electrónico debe ser una dirección válida."},
					"scope": {"Choose what to stop: calls, texts, emails or everything.", "Elija qué detener: llamadas, mensajes de texto, correos electrónicos o todo."},
				}},
			{"opt-out: no contact", "/api/opt-out", inLanguage(map[string]any{"scope": "all"}),
				map[string]fieldMessage{
					"phone": {"Enter your phone number or your email address (or both).", "Escriba su número de teléfono o su correo electrónico (o ambos)."},
					"email": {"Enter your phone number or your email address (or both).", "Escriba su número de teléfono o su correo electrónico (o ambos)."},
				}},
			{"opt-out link: no token", "/api/opt-out/link", inLanguage(map[string]any{"token": " "}),
				map[string]fieldMessage{"token": {"The token field is required.", "El campo código del enlace es obligatorio."}}},
			{"privacy request", "/api/privacy-requests", inLanguage(map[string]any{"type": "sell", "email": "a@", "phone": "12"}),
				map[string]fieldMessage{
					"type":  {"Choose what you would like us to do.", "Elija qué desea que hagamos."},
					"email": {"The email must be a valid email address.", "El correo electrónico debe ser una dirección válida."},
					"phone": {"The phone must be a 10-digit US number.", "El teléfono debe ser un número de EE. UU. de 10 dígitos."},
				}},
			{"privacy request: a correction", "/api/privacy-requests", inLanguage(map[string]any{"type": "correct"}),
				map[string]fieldMessage{
					"email":   {"Enter the e-mail address or the phone number you gave us (or both).", "Escriba el correo electrónico o el número de teléfono que nos dio (o ambos)."},
					"phone":   {"Enter the e-mail address or the phone number you gave us (or both).", "Escriba el correo electrónico o el número de teléfono que nos dio (o ambos)."},
					"details": {"Tell us what should be corrected.", "Díganos qué se debe corregir."},
				}},
			{"privacy request: details too long", "/api/privacy-requests",
				inLanguage(with(privacyBody("access", "a@example.com", ""), map[string]any{"details": strings.Repeat("d", 2001)})),
				map[string]fieldMessage{"details": {"The details may not be greater than 2000 characters.", "El campo detalles no puede tener más de 2000 caracteres."}}},
			{"privacy confirmation: a token too long", "/api/privacy-requests/confirm", inLanguage(map[string]any{"token": longToken}),
				map[string]fieldMessage{"token": {"The token may not be greater than 200 characters.", "El código del enlace no puede tener más de 200 caracteres."}}},
		} {
			for _, lang := range locale.Languages {
				t.Run(c.name+" "+lang, func(t *testing.T) {
					r := ts.do(request{method: "POST", path: c.path, body: c.body(lang)})
					wantStatus(t, r, http.StatusUnprocessableEntity)
					got := r.fieldErrors(t)
					for field, want := range c.want {
						w := want.en
						if lang == locale.Spanish {
							w = want.es
						}
						if len(got[field]) == 0 || got[field][0] != w {
							t.Errorf("%s: got %q, want %q", field, got[field], w)
						}
					}
					for field := range got {
						if _, ok := c.want[field]; !ok {
							t.Errorf("unexpected error on %s: %q", field, got[field])
						}
					}
					// The answer's message: the first field's first error, and
					// how many more.
					names := slices.Sorted(maps.Keys(got))
					want := got[names[0]][0]
					if n := len(names) - 1; n > 0 {
						more, _ := locale.N(lang, "field.more", n, map[string]any{"First": want})
						want = more
						if lang == locale.Spanish && !strings.Contains(want, " más)") || lang == locale.English && !strings.Contains(want, " more error") {
							t.Errorf("summary %q", want)
						}
					}
					if m := message(t, r); m != want {
						t.Errorf("message: got %q, want %q", m, want)
					}
				})
			}
		}
		// A language the site does not speak is itself refused, in English.
		r := ts.do(request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": 1, "answers": good, "language": "fr"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["language"]; len(got) != 1 || got[0] != "The language must be en or es." {
			t.Errorf("unknown language: %q", got)
		}
	})
}

// TestEvaluationCheckTellsInSpanish (decision 071): on a Spanish page the
// check's deadline note and government notice are Spanish, the state
// named as Spanish names it, and the ending names the state in Spanish;
// the English answer is unchanged (TestEvaluationCheckTells).
func TestEvaluationCheckTellsInSpanish(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		good := evaluationAnswers(ts)
		check := func(step int, answers map[string]any, lang string) evaluationCheckData {
			t.Helper()
			r := ts.do(request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": step, "answers": answers, "language": lang}})
			wantStatus(t, r, http.StatusOK)
			var body struct{ Data evaluationCheckData }
			r.decode(t, &body)
			return body.Data
		}
		d := check(2, good, "es").Deadline
		if d == nil || d.DeadlineOn != "2028-03-02" || d.DaysLeft != 626 {
			t.Fatalf("deadline: %+v", d)
		}
		if want := "En Texas, el plazo general para presentar una demanda por lesiones personales es de dos años desde la lesión; " +
			"quedan unos 21 meses desde la fecha que indicó. Hay excepciones que pueden acortarlo o extenderlo."; d.Note != want {
			t.Errorf("note:\n got %q\nwant %q", d.Note, want)
		}
		if d = check(2, with(good, map[string]any{"accident_date": "2023-01-10"}), "es").Deadline; !strings.Contains(d.Note, "venció el 10 de enero de 2025") {
			t.Errorf("passed: %q", d.Note)
		}
		if d = check(2, with(good, map[string]any{"accident_date": "2024-07"}), "es").Deadline; !strings.Contains(d.Note, "quedan 16 días") ||
			!strings.Contains(d.Note, "Como solo indicó el mes") {
			t.Errorf("month only: %q", d.Note)
		}
		// New York and the District of Columbia, with a notice period on
		// record: the place as a Spanish sentence names it.
		for _, c := range []struct{ code, place, name string }{
			{"NY", "en Nueva York, ", "Nueva York"},
			{"DC", "en el Distrito de Columbia, ", "Distrito de Columbia"},
		} {
			law, err := ts.store.StateLawByCode(t.Context(), c.code)
			if err != nil {
				t.Fatal(err)
			}
			days := 90
			law.GovernmentNoticeDays = &days
			if _, err := ts.store.UpdateStateLaw(t.Context(), law); err != nil {
				t.Fatal(err)
			}
			answers := with(good, map[string]any{"state": c.code, "vehicles": []string{"government"}})
			d := check(4, answers, "es").Deadline
			if d == nil || d.GovernmentNotice != "Hubo un vehículo del gobierno involucrado: "+c.place+
				"un reclamo contra una entidad pública generalmente requiere un aviso por escrito dentro de los 90 días posteriores a la lesión, "+
				"mucho antes del plazo para presentar la demanda." {
				t.Errorf("%s notice: %+v", c.code, d)
			}
			if d != nil && !strings.HasPrefix(d.Note, "E"+c.place[1:]) {
				t.Errorf("%s note: %q", c.code, d.Note)
			}
			if en := check(4, answers, "en").Deadline; en == nil || !strings.HasPrefix(en.GovernmentNotice, "A government vehicle was involved: in ") {
				t.Errorf("%s English notice: %+v", c.code, en)
			}
			e := check(5, with(answers, map[string]any{"represented": true}), "es").Ending
			if e == nil || e.Reason != "represented" || e.StateName != c.name {
				t.Errorf("%s ending: %+v", c.code, e)
			}
			if e := check(5, with(answers, map[string]any{"settled": true}), "en").Ending; e == nil || e.StateName != law.Name {
				t.Errorf("%s English ending: %+v", c.code, e)
			}
		}
	})
}

// TestStateNamesInCatalogues: every state a lead can come from has its
// name in both catalogues (the evaluation's Spanish notes and ending name
// it), the English one being the name leads.States gives.
func TestStateNamesInCatalogues(t *testing.T) {
	for _, s := range leads.States {
		if got, err := locale.T(locale.English, "state.name."+s.Code, nil); err != nil || got != s.Name {
			t.Errorf("%s: English %q (%v), want %q", s.Code, got, err, s.Name)
		}
		if got, err := locale.T(locale.Spanish, "state.name."+s.Code, nil); err != nil || got == "" {
			t.Errorf("%s: Spanish %q (%v)", s.Code, got, err)
		}
	}
	if got := locale.Must(locale.Spanish, "state.name.NY", nil); got != "Nueva York" {
		t.Errorf("New York: %q", got)
	}
}
