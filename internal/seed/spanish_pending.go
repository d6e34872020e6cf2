package seed

// Stand-ins for the Spanish texts being written in branch es-seed-text
// (services_es.go, questions_es.go, states_es.go): delete this file when
// that branch is merged.
var (
	SpanishServices  = map[string]SpanishService{}
	SpanishQuestions = map[string]SpanishQuestion{}
	SpanishStateLaws = map[string]SpanishStateLaw{}
)
