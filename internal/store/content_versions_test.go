package store_test

import (
	"context"
	"sync"
	"testing"

	"claimsite/internal/content"
	"claimsite/internal/store"
)

func TestContentVersions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := context.Background()
		before, err := st.ContentVersions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []content.Kind{content.Services, content.StateLaws, content.FAQs, content.Posts, content.Site} {
			if before[k] < 1 {
				t.Errorf("kind %s: version %d, want one from the start", k, before[k])
			}
		}
		// Concurrent admin saves each count: none is lost.
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				if err := st.BumpContent(ctx, content.Posts); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if err := st.BumpContent(ctx, "new_kind"); err != nil {
			t.Fatal(err)
		}
		after, err := st.ContentVersions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if after[content.Posts] != before[content.Posts]+8 {
			t.Errorf("posts: version %d after 8 changes from %d", after[content.Posts], before[content.Posts])
		}
		if after[content.Services] != before[content.Services] || after["new_kind"] != 1 {
			t.Errorf("other kinds moved: %v, was %v", after, before)
		}
	})
}

// TestContentVersionsSharedReads: many concurrent callers share reads, and
// each sees a change committed before it asked.
func TestContentVersionsSharedReads(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := context.Background()
		var wg sync.WaitGroup
		for i := range 200 {
			wg.Go(func() {
				if i%20 == 0 {
					if err := st.BumpContent(ctx, content.FAQs); err != nil {
						t.Error(err)
					}
				}
				before, err := st.ContentVersions(ctx)
				if err != nil {
					t.Error(err)
					return
				}
				if err := st.BumpContent(ctx, content.Services); err != nil {
					t.Error(err)
					return
				}
				after, err := st.ContentVersions(ctx)
				if err != nil {
					t.Error(err)
					return
				}
				if after[content.Services] <= before[content.Services] {
					t.Errorf("a read after a change shows services %d, as before it", after[content.Services])
				}
			})
		}
		wg.Wait()
	})
}
