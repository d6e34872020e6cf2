package httpapi

import (
	"context"
	"errors"
	"fmt"

	"claimsite/internal/content"
	"claimsite/internal/store"
	"claimsite/internal/validate"
	"claimsite/internal/webui"
)

// RecordExists tells the web app whether a detail page's record exists, so
// /service-detail/999 is a real 404; kind is a content kind.
func RecordExists(st *store.Store) webui.Exists {
	return func(ctx context.Context, kind, key, lang string) bool {
		var err error
		switch kind {
		case string(content.Services), string(content.StateLaws):
			var id int64
			if _, scanErr := fmt.Sscan(key, &id); scanErr != nil || id < 1 || fmt.Sprint(id) != key {
				return false
			}
			if kind == string(content.Services) {
				_, err = st.Service(ctx, id)
			} else {
				_, err = st.StateLaw(ctx, id)
			}
		case string(content.Posts):
			if !validate.Storable(key) {
				return false // no slug holds such bytes
			}
			_, err = st.PublishedBlog(ctx, key)
		default:
			return true
		}
		// On a database error the page is served as found: the app shows
		// its own error, and a crawler is not told a live page is gone.
		return !errors.Is(err, store.ErrNotFound)
	}
}
