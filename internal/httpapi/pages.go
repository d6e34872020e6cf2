package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/url"

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

// alternates are a record page's addresses in each language (a detail
// answer's `alternates`): the page's hreflang links and its language
// switch need the other version's, and a Spanish post has its own slug.
// es is null when the record has no Spanish version.
type alternates struct {
	EN string  `json:"en"`
	ES *string `json:"es"`
}

// recordAlternates are the pages of a record of a webui record kind, keyed
// by its English key (an id, a slug) and its Spanish one ("" for none).
func recordAlternates(kind, en, es string) alternates {
	var pattern string
	for _, p := range webui.SitemapPages() {
		if p.Kind == kind {
			pattern = p.Pattern
		}
	}
	a := alternates{EN: fillPlaceholder(pattern, url.PathEscape(en))}
	if es != "" {
		path := webui.PathIn(webui.Spanish, fillPlaceholder(pattern, url.PathEscape(es)))
		a.ES = &path
	}
	return a
}
