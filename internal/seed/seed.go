package seed

import (
	"context"
	"fmt"
	"time"

	"claimsite/internal/store"
)

// ImagePrefix is where the seeded images are served: /storage/seed/{name}.
const ImagePrefix = "seed/"

// Run inserts the default content into st if it was never seeded and holds
// no content; it reports whether it did. Either way it then gives the
// records still exactly as seeded their Spanish versions, once (RunSpanish:
// an installation seeded before them).
func Run(ctx context.Context, st *store.Store) (bool, error) {
	c, err := Content()
	if err != nil {
		return false, err
	}
	seeded, err := st.Seed(ctx, c)
	if err != nil {
		return false, err
	}
	if _, err := st.SeedSpanish(ctx, c); err != nil {
		return seeded, err
	}
	return seeded, nil
}

// Content is the default content as the store takes it.
func Content() (store.SeedContent, error) {
	c := store.SeedContent{}
	for _, v := range Services {
		c.Services = append(c.Services, store.Service{
			Title: v.Title, Description: v.Description, Path: ImagePrefix + v.Image,
			SEOTitle: v.SEOTitle, SEODescription: v.SEODescription, SEOKeywords: v.SEOKeywords,
		})
	}
	for _, v := range StateLaws {
		c.StateLaws = append(c.StateLaws, store.StateLaw{
			Name: v.Name, Code: v.Code, Title: v.Title, Description: v.Description, Path: ImagePrefix + v.Image,
			SEOTitle: v.SEOTitle, SEODescription: v.SEODescription, SEOKeywords: v.SEOKeywords,
			StateFacts: store.StateFacts{SOLYears: &v.SOLYears, FaultRule: v.FaultRule, NoFault: v.NoFault, Citation: v.Citation},
		})
	}
	for _, v := range Questions {
		c.Questions = append(c.Questions, store.Question{FAQQuestion: v.Question, Answer: v.Answer})
	}
	for _, v := range Posts {
		published, err := time.Parse(time.RFC3339, v.PublishedAt)
		if err != nil {
			return store.SeedContent{}, fmt.Errorf("seed post %q: %w", v.Slug, err)
		}
		c.Blogs = append(c.Blogs, store.Blog{
			Title: v.Title, Slug: v.Slug, Excerpt: v.Excerpt, Body: v.Body, Path: ImagePrefix + v.Image,
			Status: store.BlogPublished, PublishedAt: &published,
			SEOTitle: v.SEOTitle, SEODescription: v.SEODescription, SEOKeywords: v.SEOKeywords,
		})
	}
	return withSpanish(c), nil
}
