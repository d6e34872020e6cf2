package store_test

import (
	"errors"
	"testing"
	"time"

	"claimsite/internal/content"
	"claimsite/internal/seed"
	"claimsite/internal/store"
)

// TestSpanishVersions: each kind of content keeps its Spanish version
// (created, read back, changed, removed), and the per-language reads list
// only the records that have one, by their Spanish fields.
func TestSpanishVersions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		svc, err := st.CreateService(ctx, store.Service{Title: "Quokka bites", Description: "Bites.",
			ES: &store.ServiceES{Title: "Mordeduras", Description: "Mordidas.", SEOTitle: "t", SEODescription: "d", SEOKeywords: "k"}})
		if err != nil || svc.ES == nil || *svc.ES != (store.ServiceES{Title: "Mordeduras", Description: "Mordidas.", SEOTitle: "t", SEODescription: "d", SEOKeywords: "k"}) {
			t.Fatalf("created service: %+v, %v", svc.ES, err)
		}
		plain, _ := st.CreateService(ctx, store.Service{Title: "Wombats", Description: "English only."})
		if plain.ES != nil {
			t.Errorf("a service created without Spanish has %+v", plain.ES)
		}
		all, _ := st.AllServicesIn(ctx, store.Spanish)
		if len(all) != 1 || all[0].ID != svc.ID {
			t.Errorf("Spanish services: %+v", all)
		}
		if page, total, _ := st.ServicePageIn(ctx, store.Page{Number: 1, Size: 10}, store.Spanish); total != 1 || len(page) != 1 {
			t.Errorf("Spanish page: %d of %d", len(page), total)
		}
		if all, _ := st.AllServicesIn(ctx, store.English); len(all) != 2 {
			t.Errorf("English services: %d", len(all))
		}
		shown, ok := svc.In(store.Spanish)
		if !ok || shown.Title != "Mordeduras" || shown.SEOKeywords != "k" || shown.ES == nil {
			t.Errorf("In(es): %+v %v", shown, ok)
		}
		if _, ok := plain.In(store.Spanish); ok {
			t.Error("In(es) of a service without a Spanish version")
		}
		c.advance(time.Minute)
		svc.ES.Title = "Mordidas de quokka"
		if svc, err = st.UpdateService(ctx, svc); err != nil || svc.ES.Title != "Mordidas de quokka" || !svc.UpdatedAt.After(svc.CreatedAt) {
			t.Errorf("updated: %+v, %v", svc.ES, err)
		}
		svc.ES = nil
		if svc, err = st.UpdateService(ctx, svc); err != nil || svc.ES != nil {
			t.Errorf("removed: %+v, %v", svc.ES, err)
		}

		// States: Spanish names, the Spanish list by them.
		for _, s := range []store.StateLaw{
			{Name: "North Utopia", Code: "NU", Title: "NU law", Description: "<p>n</p>", ES: &store.StateLawES{Name: "Utopía del Norte", Title: "Ley", Description: "<p>n</p>"}},
			{Name: "Atlantis", Code: "AX", Title: "AX law", Description: "<p>a</p>", ES: &store.StateLawES{Name: "Atlántida", Title: "Ley de Atlántida", Description: "<p>a</p>"}},
			{Name: "Lemuria", Code: "LM", Title: "LM law", Description: "<p>l</p>"},
		} {
			if _, err := st.CreateStateLaw(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		refs, _ := st.StatesIn(ctx, store.Spanish)
		if len(refs) != 2 || refs[0].Name != "Atlántida" || refs[1].Name != "Utopía del Norte" || refs[0].ES == nil {
			t.Errorf("Spanish states: %+v", refs)
		}
		if refs, _ := st.States(ctx); len(refs) != 3 || refs[0].Name != "Atlantis" || refs[0].ES == nil || refs[0].ES.Name != "Atlántida" || refs[1].ES != nil {
			t.Errorf("English states: %+v", refs)
		}
		if found, _ := st.SearchStatesIn(ctx, "atlánt", 10, store.Spanish); len(found) != 1 || found[0].Title != "Ley de Atlántida" {
			t.Errorf("SearchStatesIn(atlánt, es): %+v", found)
		}
		if found, _ := st.SearchStatesIn(ctx, "lemuria", 10, store.Spanish); len(found) != 0 {
			t.Errorf("SearchStatesIn(lemuria, es): %+v", found)
		}
		law, _ := st.StateLawByCode(ctx, "AX")
		if law.ES == nil || law.ES.Title != "Ley de Atlántida" || *law.ES != (store.StateLawES{Name: "Atlántida", Title: "Ley de Atlántida", Description: "<p>a</p>"}) {
			t.Errorf("state law ES: %+v", law.ES)
		}

		// Questions.
		q, _ := st.CreateQuestion(ctx, store.Question{FAQQuestion: "Free?", Answer: "Yes.", ES: &store.QuestionES{FAQQuestion: "¿Gratis?", Answer: "Sí."}})
		st.CreateQuestion(ctx, store.Question{FAQQuestion: "English?", Answer: "Yes."})
		if page, total, _ := st.QuestionPageIn(ctx, store.Page{Number: 1, Size: 10}, store.Spanish); total != 1 || page[0].ID != q.ID || page[0].ES.Answer != "Sí." {
			t.Errorf("Spanish questions: %+v (%d)", page, total)
		}

		// Posts: found by the Spanish slug in Spanish, published with the
		// post.
		post, err := st.CreateBlog(ctx, store.Blog{Title: "Season", Slug: "season", Body: "<p>b</p>", Status: store.BlogPublished,
			ES: &store.BlogES{Title: "Temporada", Slug: "temporada", Excerpt: "e", Body: "<p>c</p>"}})
		if err != nil {
			t.Fatal(err)
		}
		st.CreateBlog(ctx, store.Blog{Title: "Draft", Slug: "draft", Body: "<p>d</p>", Status: store.BlogDraft, ES: &store.BlogES{Title: "Borrador", Slug: "borrador", Body: "<p>d</p>"}})
		got, err := st.PublishedBlogIn(ctx, "temporada", store.Spanish)
		if err != nil || got.ID != post.ID || got.ES.Body != "<p>c</p>" {
			t.Errorf("PublishedBlogIn(temporada, es): %+v, %v", got, err)
		}
		for _, c := range []struct{ slug, lang string }{{"season", store.Spanish}, {"temporada", store.English}, {"borrador", store.Spanish}} {
			if _, err := st.PublishedBlogIn(ctx, c.slug, c.lang); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("PublishedBlogIn(%s, %s): %v, want not found", c.slug, c.lang, err)
			}
		}
		list, total, _ := st.PublishedBlogPageIn(ctx, store.Page{Number: 1, Size: 10}, store.Spanish)
		if total != 1 || list[0].Body != "" || list[0].ES.Body != "" || list[0].ES.Title != "Temporada" {
			t.Errorf("Spanish post list: %+v (%d)", list, total)
		}
	})
}

// TestSpanishSlugUnique: a Spanish slug is unique among Spanish slugs (the
// index behind /es/blog/{slug}); posts without one, and an English slug
// equal to a Spanish one, are fine.
func TestSpanishSlugUnique(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		es := func(slug string) *store.BlogES { return &store.BlogES{Title: "T", Slug: slug, Body: "<p>b</p>"} }
		if _, err := st.CreateBlog(ctx, store.Blog{Title: "A", Slug: "a", Body: "<p>a</p>", Status: store.BlogDraft, ES: es("uno")}); err != nil {
			t.Fatal(err)
		}
		if _, err := st.CreateBlog(ctx, store.Blog{Title: "B", Slug: "b", Body: "<p>b</p>", Status: store.BlogDraft, ES: es("uno")}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("a second post with Spanish slug uno: %v, want a conflict", err)
		}
		for _, slug := range []string{"c", "d"} {
			if _, err := st.CreateBlog(ctx, store.Blog{Title: slug, Slug: slug, Body: "<p>x</p>", Status: store.BlogDraft}); err != nil {
				t.Errorf("post %s without a Spanish version: %v", slug, err)
			}
		}
		if _, err := st.CreateBlog(ctx, store.Blog{Title: "E", Slug: "e", Body: "<p>e</p>", Status: store.BlogDraft, ES: es("a")}); err != nil {
			t.Errorf("Spanish slug equal to an English one: %v", err)
		}
		if taken, err := st.Taken(ctx, "blogs", "es_slug", "UNO", 0); err != nil || !taken {
			t.Errorf("Taken(es_slug, UNO): %v, %v", taken, err)
		}
	})
}

// TestSeedSpanish: a fresh installation is seeded with the Spanish
// versions; one seeded before them gets them once, only for the records
// still exactly as seeded in English, and its cached pages go stale.
func TestSeedSpanish(t *testing.T) {
	withES := store.SeedContent{
		Services:  []store.Service{{Title: "Car", Description: "Cars.", ES: &store.ServiceES{Title: "Auto", Description: "Autos."}}, {Title: "Bus", Description: "Buses.", ES: &store.ServiceES{Title: "Autobús", Description: "Autobuses."}}},
		StateLaws: []store.StateLaw{{Name: "Texas", Code: "TX", Title: "Texas law", Description: "<p>TX</p>", ES: &store.StateLawES{Name: "Texas", Title: "Ley de Texas", Description: "<p>TX es</p>"}}, {Name: "New York", Code: "NY", Title: "NY law", Description: "<p>NY</p>", ES: &store.StateLawES{Name: "Nueva York", Title: "Ley de Nueva York", Description: "<p>NY es</p>"}}},
		Questions: []store.Question{{FAQQuestion: "Free?", Answer: "Yes.", ES: &store.QuestionES{FAQQuestion: "¿Gratis?", Answer: "Sí."}}},
		Blogs:     []store.Blog{{Title: "Post", Slug: "post", Body: "<p>p</p>", Status: store.BlogPublished, ES: &store.BlogES{Title: "Entrada", Slug: "entrada", Body: "<p>e</p>"}}},
	}
	english := store.SeedContent{}
	for _, v := range withES.Services {
		v.ES = nil
		english.Services = append(english.Services, v)
	}
	for _, v := range withES.StateLaws {
		v.ES = nil
		english.StateLaws = append(english.StateLaws, v)
	}
	for _, v := range withES.Questions {
		v.ES = nil
		english.Questions = append(english.Questions, v)
	}
	for _, v := range withES.Blogs {
		v.ES = nil
		english.Blogs = append(english.Blogs, v)
	}

	t.Run("fresh", func(t *testing.T) {
		each(t, func(t *testing.T, st *store.Store, _ *clock) {
			ctx := t.Context()
			if ok, err := st.Seed(ctx, withES); !ok || err != nil {
				t.Fatalf("seed: %v, %v", ok, err)
			}
			if n, err := st.SeedSpanish(ctx, withES); n != 0 || err != nil {
				t.Errorf("SeedSpanish after a fresh seed: %d, %v", n, err)
			}
			services, _ := st.AllServicesIn(ctx, store.Spanish)
			laws, _ := st.StatesIn(ctx, store.Spanish)
			questions, _, _ := st.QuestionPageIn(ctx, store.Page{Number: 1, Size: 10}, store.Spanish)
			posts, _, _ := st.PublishedBlogPageIn(ctx, store.Page{Number: 1, Size: 10}, store.Spanish)
			if len(services) != 2 || len(laws) != 2 || len(questions) != 1 || len(posts) != 1 {
				t.Errorf("fresh install in Spanish: %d services, %d states, %d questions, %d posts", len(services), len(laws), len(questions), len(posts))
			}
		})
	})

	t.Run("existing", func(t *testing.T) {
		each(t, func(t *testing.T, st *store.Store, c *clock) {
			ctx := t.Context()
			if ok, err := st.Seed(ctx, english); !ok || err != nil {
				t.Fatalf("seed: %v, %v", ok, err)
			}
			// The operator edited the bus service and the New York page.
			services, _ := st.AllServices(ctx)
			bus := services[1]
			bus.Description = "Buses and coaches."
			st.UpdateService(ctx, bus)
			ny, _ := st.StateLawByCode(ctx, "NY")
			ny.Description = "<p>NY, our words.</p>"
			st.UpdateStateLaw(ctx, ny)
			before, _ := st.ContentVersions(ctx)
			c.advance(time.Hour)

			n, err := st.SeedSpanish(ctx, withES)
			if err != nil || n != 4 {
				t.Fatalf("SeedSpanish: %d, %v; want 4 records (car, Texas, the question, the post)", n, err)
			}
			services, _ = st.AllServices(ctx)
			if services[0].ES == nil || services[0].ES.Title != "Auto" || services[1].ES != nil {
				t.Errorf("services: %+v / %+v", services[0].ES, services[1].ES)
			}
			if !services[0].UpdatedAt.Equal(c.Now()) {
				t.Errorf("a record given its Spanish version changed at %v, want %v", services[0].UpdatedAt, c.Now())
			}
			tx, _ := st.StateLawByCode(ctx, "TX")
			ny, _ = st.StateLawByCode(ctx, "NY")
			if tx.ES == nil || tx.ES.Title != "Ley de Texas" || ny.ES != nil {
				t.Errorf("states: TX %+v, NY %+v", tx.ES, ny.ES)
			}
			if p, err := st.PublishedBlogIn(ctx, "entrada", store.Spanish); err != nil || p.Slug != "post" {
				t.Errorf("the seeded post in Spanish: %+v, %v", p, err)
			}
			after, _ := st.ContentVersions(ctx)
			for _, kind := range []content.Kind{content.Services, content.StateLaws, content.FAQs, content.Posts} {
				if after[kind] != before[kind]+1 {
					t.Errorf("%s version %d, want %d", kind, after[kind], before[kind]+1)
				}
			}

			// Once only: a Spanish version removed later stays removed.
			tx.ES = nil
			st.UpdateStateLaw(ctx, tx)
			if n, err := st.SeedSpanish(ctx, withES); n != 0 || err != nil {
				t.Errorf("SeedSpanish again: %d, %v", n, err)
			}
			if tx, _ = st.StateLawByCode(ctx, "TX"); tx.ES != nil {
				t.Errorf("a removed Spanish version came back: %+v", tx.ES)
			}
		})
	})
}

// TestSeedRunGivesSpanish: seed.Run on an installation seeded before the
// Spanish texts (the seed's content without them) gives every seeded
// service, FAQ entry and state page its Spanish version, but for the page
// an operator edited; a fresh one has them all from the start.
func TestSeedRunGivesSpanish(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		c, err := seed.Content()
		if err != nil {
			t.Fatal(err)
		}
		for i := range c.Services {
			c.Services[i].ES = nil
		}
		for i := range c.StateLaws {
			c.StateLaws[i].ES = nil
		}
		for i := range c.Questions {
			c.Questions[i].ES = nil
		}
		if ok, err := st.Seed(ctx, c); !ok || err != nil {
			t.Fatalf("English seed: %v, %v", ok, err)
		}
		tx, _ := st.StateLawByCode(ctx, "TX")
		tx.Title = "Our Texas page"
		st.UpdateStateLaw(ctx, tx)

		if _, err := seed.Run(ctx, st); err != nil {
			t.Fatal(err)
		}
		services, _ := st.AllServicesIn(ctx, store.Spanish)
		states, _ := st.StatesIn(ctx, store.Spanish)
		_, questions, _ := st.QuestionPageIn(ctx, store.Page{Number: 1, Size: 1}, store.Spanish)
		if len(services) != len(seed.Services) || len(states) != 50 || questions != len(seed.Questions) {
			t.Errorf("in Spanish: %d services, %d states, %d questions; want %d, 50 (not the edited Texas), %d",
				len(services), len(states), questions, len(seed.Services), len(seed.Questions))
		}
		if tx, _ = st.StateLawByCode(ctx, "TX"); tx.ES != nil {
			t.Errorf("the edited Texas page got a Spanish version")
		}
		nc, _ := st.StateLawByCode(ctx, "NC")
		if nc.ES == nil || nc.ES.Name != "Carolina del Norte" {
			t.Errorf("North Carolina: %+v", nc.ES)
		}
	})
}
