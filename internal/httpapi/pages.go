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

// RecordExists tells the web app whether a detail page's record exists in
// the page's language, so /service-detail/999 is a real 404; kind is a
// content kind. A Spanish page exists only where the record has its
// Spanish version (a post's by its Spanish slug): the Spanish site never
// shows English under a Spanish URL.
func RecordExists(st *store.Store) webui.Exists {
	return func(ctx context.Context, kind, key, lang string) bool {
		spanish := lang == webui.Spanish
		var err error
		var found bool
		switch kind {
		case string(content.Services), string(content.StateLaws):
			var id int64
			if _, scanErr := fmt.Sscan(key, &id); scanErr != nil || id < 1 || fmt.Sprint(id) != key {
				return false
			}
			if kind == string(content.Services) {
				var v store.Service
				v, err = st.Service(ctx, id)
				found = !spanish || v.ES != nil
			} else {
				var v store.StateLaw
				v, err = st.StateLaw(ctx, id)
				found = !spanish || v.ES != nil
			}
		case string(content.Posts):
			if !validate.Storable(key) {
				return false // no slug holds such bytes
			}
			postLang := store.English
			if spanish {
				postLang = store.Spanish
			}
			_, err = st.PublishedBlogIn(ctx, key, postLang)
			found = true
		default:
			return true
		}
		if errors.Is(err, store.ErrNotFound) {
			return false
		}
		// On a database error the page is served as found: the app shows
		// its own error, and a crawler is not told a live page is gone.
		return err != nil || found
	}
}
