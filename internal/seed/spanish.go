package seed

import "claimsite/internal/store"

// withSpanish gives the seeded records of c their Spanish versions
// (SpanishServices, SpanishStateLaws, SpanishQuestions), each found by the
// English record it translates; a record without one keeps none.
func withSpanish(c store.SeedContent) store.SeedContent {
	for i, v := range c.Services {
		if es, ok := SpanishServices[v.Title]; ok {
			c.Services[i].ES = &store.ServiceES{Title: es.Title, Description: es.Description,
				SEOTitle: es.SEOTitle, SEODescription: es.SEODescription, SEOKeywords: es.SEOKeywords}
		}
	}
	for i, v := range c.StateLaws {
		if es, ok := SpanishStateLaws[v.Code]; ok {
			c.StateLaws[i].ES = &store.StateLawES{Name: es.Name, Title: es.Title, Description: es.Description,
				SEOTitle: es.SEOTitle, SEODescription: es.SEODescription, SEOKeywords: es.SEOKeywords}
		}
	}
	for i, v := range c.Questions {
		if es, ok := SpanishQuestions[v.FAQQuestion]; ok {
			c.Questions[i].ES = &store.QuestionES{FAQQuestion: es.Question, Answer: es.Answer}
		}
	}
	return c
}
