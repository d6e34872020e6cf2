package store_test

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"claimsite/internal/store"
)

func TestStamps(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		first, _ := st.CreateService(ctx, store.Service{Title: "First", Description: "1"})
		c.advance(time.Hour)
		second, _ := st.CreateService(ctx, store.Service{Title: "Second", Description: "2"})
		c.advance(time.Hour)
		first.Title = "First, edited"
		if _, err := st.UpdateService(ctx, first); err != nil {
			t.Fatal(err)
		}
		gone, _ := st.CreateService(ctx, store.Service{Title: "Gone", Description: "3"})
		if err := st.DeleteService(ctx, gone.ID); err != nil {
			t.Fatal(err)
		}
		got, err := st.ServiceStamps(ctx)
		want := []store.Stamp{{Key: itoa(first.ID), UpdatedAt: t0.Add(2 * time.Hour)}, {Key: itoa(second.ID), UpdatedAt: t0.Add(time.Hour)}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("ServiceStamps: got %v, %v; want %v", got, err, want)
		}

		law, _ := st.CreateStateLaw(ctx, store.StateLaw{Name: "Utopia", Code: "UT", Title: "Utopia law", Description: "<p>x</p>"})
		got, err = st.StateLawStamps(ctx)
		want = []store.Stamp{{Key: itoa(law.ID), UpdatedAt: t0.Add(2 * time.Hour)}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("StateLawStamps: got %v, %v; want %v", got, err, want)
		}

		// Drafts and posts scheduled for later are not public; a post
		// that went live after its last edit changed then.
		st.CreateBlog(ctx, store.Blog{Title: "Draft", Slug: "draft", Body: "<p>d</p>", Status: store.BlogDraft})
		live, _ := st.CreateBlog(ctx, store.Blog{Title: "Live", Slug: "live", Body: "<p>l</p>", Status: store.BlogPublished})
		soon := t0.Add(3 * time.Hour)
		st.CreateBlog(ctx, store.Blog{Title: "Soon", Slug: "soon", Body: "<p>s</p>", Status: store.BlogPublished, PublishedAt: &soon})
		got, err = st.PublishedBlogStamps(ctx)
		want = []store.Stamp{{Key: "live", UpdatedAt: live.UpdatedAt}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("PublishedBlogStamps before the scheduled post: got %v, %v; want %v", got, err, want)
		}
		c.advance(2 * time.Hour)
		got, err = st.PublishedBlogStamps(ctx)
		want = []store.Stamp{{Key: "live", UpdatedAt: live.UpdatedAt}, {Key: "soon", UpdatedAt: soon}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("PublishedBlogStamps after it: got %v, %v; want %v", got, err, want)
		}

		// A record with a Spanish version names its Spanish page's key:
		// the id again, or the post's Spanish slug.
		second.ES = &store.ServiceES{Title: "Segundo", Description: "2"}
		if second, err = st.UpdateService(ctx, second); err != nil {
			t.Fatal(err)
		}
		got, err = st.ServiceStamps(ctx)
		want = []store.Stamp{{Key: itoa(first.ID), UpdatedAt: t0.Add(2 * time.Hour)}, {Key: itoa(second.ID), ESKey: itoa(second.ID), UpdatedAt: second.UpdatedAt}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("ServiceStamps with a Spanish version: got %v, %v; want %v", got, err, want)
		}
		law.ES = &store.StateLawES{Name: "Utopía", Title: "Ley de Utopía", Description: "<p>x</p>"}
		if law, err = st.UpdateStateLaw(ctx, law); err != nil {
			t.Fatal(err)
		}
		got, err = st.StateLawStamps(ctx)
		want = []store.Stamp{{Key: itoa(law.ID), ESKey: itoa(law.ID), UpdatedAt: law.UpdatedAt}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("StateLawStamps with a Spanish version: got %v, %v; want %v", got, err, want)
		}
		live.ES = &store.BlogES{Title: "En vivo", Slug: "en-vivo", Body: "<p>v</p>"}
		if live, err = st.UpdateBlog(ctx, live); err != nil {
			t.Fatal(err)
		}
		got, err = st.PublishedBlogStamps(ctx)
		want = []store.Stamp{{Key: "live", ESKey: "en-vivo", UpdatedAt: live.UpdatedAt}, {Key: "soon", UpdatedAt: soon}}
		if err != nil || !sameStamps(got, want) {
			t.Errorf("PublishedBlogStamps with a Spanish version: got %v, %v; want %v", got, err, want)
		}
	})
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

// sameStamps compares keys and instants (time zones may differ).
func sameStamps(a, b []store.Stamp) bool {
	return slices.EqualFunc(a, b, func(x, y store.Stamp) bool {
		return x.Key == y.Key && x.ESKey == y.ESKey && x.UpdatedAt.Equal(y.UpdatedAt) && x.UpdatedAt.Location() == time.UTC
	})
}
